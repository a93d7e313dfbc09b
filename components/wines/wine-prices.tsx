import { winePrices } from '@/lib/wines/filters';
import { formatEuro } from '@/lib/wines/names';
import type { Wine } from '@/lib/wines/schema';

import { useWineWords } from './wine-words';

/** A wine's prices by the glass and the bottle, each it has, in the page's language. */
export function WinePrices({ wine, className }: { wine: Wine; className?: string }) {
  const { locale, t } = useWineWords();
  return (
    <dl className={className}>
      {winePrices(wine).map(({ label, amount }) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{formatEuro(amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
