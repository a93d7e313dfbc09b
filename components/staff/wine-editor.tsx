import { ANIMAL_NAMES } from '@/lib/content/animals';
import { asText, WINE_FIELDS, type WineField } from '@/lib/staff/wine-fields';
import { WINE_TYPES } from '@/lib/wines/schema';

import { WineForm } from './wine-form';

/** The wine form filled from a document (to edit or to copy), or empty for a new wine. */
export function WineEditor({ id, data }: { id: string | null; data?: Record<string, unknown> }) {
  const values = Object.fromEntries(
    WINE_FIELDS.map(({ key }) => [key, asText(key, data?.[key])]),
  ) as Record<WineField, string>;
  return (
    <WineForm
      id={id}
      values={values}
      types={WINE_TYPES}
      collections={['Wijninspiratie', ...ANIMAL_NAMES]}
    />
  );
}
