import { ANIMAL_NAMES } from '@/lib/content/animals';
import { textValues } from '@/lib/staff/wine-fields';
import { WINE_TYPES } from '@/lib/wines/schema';

import { WineForm } from './wine-form';

type Props = { id: string | null; data?: Record<string, unknown>; version?: string };

/** The wine form filled from a document (to edit or to copy), or empty for a new wine. */
export function WineEditor({ id, data, version = '' }: Props) {
  return (
    <WineForm
      id={id}
      version={version}
      values={textValues(data)}
      types={WINE_TYPES}
      collections={['Wijninspiratie', ...ANIMAL_NAMES]}
    />
  );
}
