import type { Metadata } from 'next';
import Link from 'next/link';

import formStyles from '@/components/forms/form.module.scss';
import { StaffFrame } from '../_components/staff-frame';
import styles from '../_components/staff.module.scss';
import { fold } from '@/lib/text';
import { setWineFlagAction } from '@/lib/staff/actions';
import { requireStaff } from '@/lib/staff/session';
import { getWineLog, getWineRows, type WineRow } from '@/lib/staff/store';
import { asText, DOC_ID, fieldChanges } from '@/lib/staff/wine-fields';

export const metadata: Metadata = { title: 'Wijnen' };

const SORTS = {
  naam: 'Naam',
  type: 'Type',
  prijs: 'Prijs glas',
  problemen: 'Fouten eerst',
} as const;
type Sort = keyof typeof SORTS;

type Props = {
  searchParams: Promise<{
    q?: string;
    sorteer?: string;
    bewaard?: string;
    verwijderd?: string;
    geimporteerd?: string;
    gewijzigd?: string;
  }>;
};

const text = (row: WineRow, key: string) => asText(key as never, row.data[key]);

function compare(sort: Sort) {
  const name = (r: WineRow) => text(r, 'name');
  const byName = (a: WineRow, b: WineRow) => name(a).localeCompare(name(b), 'nl-BE');
  if (sort === 'type')
    return (a: WineRow, b: WineRow) =>
      text(a, 'type').localeCompare(text(b, 'type')) || byName(a, b);
  if (sort === 'prijs') {
    const price = (r: WineRow) => (r.checked.ok ? (r.checked.wine.price_glass ?? Infinity) : -1);
    return (a: WineRow, b: WineRow) => price(a) - price(b) || byName(a, b);
  }
  if (sort === 'problemen')
    return (a: WineRow, b: WineRow) => Number(a.checked.ok) - Number(b.checked.ok) || byName(a, b);
  return byName;
}

async function ChangedNotice({ id, row }: { id: string; row?: WineRow }) {
  const [last] = DOC_ID.test(id) ? await getWineLog(1, id) : [];
  // A made-up address says nothing: only a wine there is, or was.
  if (!row && !last) return null;
  const when = last?.at?.toLocaleString('nl-BE', {
    timeZone: 'Europe/Brussels',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const what = last?.before && last.after ? fieldChanges(last.before, last.after) : [];
  return (
    <div className={styles.alert} role="alert">
      <p>
        Niet gedaan: {row ? text(row, 'name') : last?.name} werd intussen{' '}
        {row ? 'gewijzigd' : 'verwijderd'}
        {last && ` door ${last.by} (${when})`}
        {what.length > 0 ? ':' : '.'}
      </p>
      {what.length > 0 && (
        <ul className={styles.diff}>
          {what.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      {row && <p>De lijst toont hem nu zoals hij is. Klik opnieuw als je het nog wilt.</p>}
    </div>
  );
}

function FlagButton({
  row,
  flag,
  back,
}: {
  row: WineRow;
  flag: 'hidden' | 'soldOut';
  back: string;
}) {
  if (!row.checked.ok) return null;
  const on = row.checked.wine[flag];
  const label =
    flag === 'hidden'
      ? on
        ? 'Toon op de kaart'
        : 'Verberg'
      : on
        ? 'Weer op voorraad'
        : 'Uitverkocht';
  return (
    <form action={setWineFlagAction}>
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="versie" value={row.version} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={on ? 'nee' : 'ja'} />
      <input type="hidden" name="terug" value={back} />
      <button type="submit" className={styles.small} aria-label={`${label}: ${text(row, 'name')}`}>
        {label}
      </button>
    </form>
  );
}

export default async function StaffWines({ searchParams }: Props) {
  const staff = await requireStaff();
  const params = await searchParams;
  const q = (params.q ?? '').trim();
  const sort: Sort = params.sorteer && params.sorteer in SORTS ? (params.sorteer as Sort) : 'naam';
  const rows = await getWineRows();
  const needle = fold(q);
  const shown = rows
    .filter(
      (r) =>
        !needle || fold([r.id, ...Object.values(r.data).map(String)].join(' ')).includes(needle),
    )
    .sort(compare(sort));
  const back = `/beheer/wijnen?${new URLSearchParams({ ...(q && { q }), sorteer: sort })}`;
  const saved = params.bewaard && rows.find((r) => r.id === params.bewaard);
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/wijnen"
      title="Wijnen"
      lead="Elke wijn in Firestore, ook die door een fout niet op de kaart staan. Wat je bewaart staat meteen op de site."
    >
      {params.gewijzigd && (
        <ChangedNotice id={params.gewijzigd} row={rows.find((r) => r.id === params.gewijzigd)} />
      )}
      {saved && (
        <p className={styles.notice} role="status">
          Bewaard: {text(saved, 'name')}.
        </p>
      )}
      {params.verwijderd && (
        <p className={styles.notice} role="status">
          De wijn is verwijderd.
        </p>
      )}
      {params.geimporteerd && (
        <p className={styles.notice} role="status">
          Import bewaard: {params.geimporteerd} wijzigingen.
        </p>
      )}
      <p className={styles.tools}>
        <Link href="/beheer/wijnen/nieuw" className={styles.solid}>
          Nieuwe wijn
        </Link>
        <a href="/beheer/wijnen/export" className={styles.button} download>
          Exporteer (CSV)
        </a>
        <Link href="/beheer/wijnen/import" className={styles.button}>
          Importeer
        </Link>
      </p>
      <form className={styles.tools} role="search" aria-label="Wijnen zoeken">
        <div className={formStyles.field}>
          <label htmlFor="q" className={formStyles.label}>
            Zoek
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={formStyles.input} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="sorteer" className={formStyles.label}>
            Sorteer op
          </label>
          <select id="sorteer" name="sorteer" defaultValue={sort} className={formStyles.input}>
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.button}>
          Toon
        </button>
      </form>
      <p role="status">
        {shown.length} van {rows.length} wijnen
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Naam</th>
            <th scope="col">Type</th>
            <th scope="col">Prijs glas / fles</th>
            <th scope="col">Collectie</th>
            <th scope="col">Staat</th>
            <th scope="col">Acties</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id}>
              <td>
                <Link href={`/beheer/wijnen/${encodeURIComponent(row.id)}`}>
                  {text(row, 'name') || `(zonder naam: ${row.id})`}
                </Link>
              </td>
              <td data-label="Type">{text(row, 'type')}</td>
              <td data-label="Prijs">
                {text(row, 'price_glass') || '–'} / {text(row, 'price_bottle') || '–'}
              </td>
              <td data-label="Collectie">{text(row, 'collection') || '–'}</td>
              <td data-label="Staat">
                {row.checked.ok ? (
                  [
                    row.checked.wine.hidden && 'Verborgen',
                    row.checked.wine.soldOut && 'Uitverkocht',
                  ]
                    .filter(Boolean)
                    .join(', ') || 'Op de kaart'
                ) : (
                  <>
                    <strong>Niet op de kaart:</strong>
                    {Object.values(row.checked.problems)
                      .flat()
                      .map((p) => (
                        <span key={p} className={styles.problem}>
                          {' '}
                          {p}.
                        </span>
                      ))}
                  </>
                )}
              </td>
              <td>
                <div className={styles.actions}>
                  <FlagButton row={row} flag="hidden" back={back} />
                  <FlagButton row={row} flag="soldOut" back={back} />
                  <Link
                    href={`/beheer/wijnen/nieuw?van=${encodeURIComponent(row.id)}`}
                    className={styles.small}
                    aria-label={`Dupliceer: ${text(row, 'name')}`}
                  >
                    Dupliceer
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffFrame>
  );
}
