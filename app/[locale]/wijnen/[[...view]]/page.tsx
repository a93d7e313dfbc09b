import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';

import { WinesPage } from '../_components/wines-page';
import { wineWords } from '@/components/wines/wine-words';
import { decodedPart, HTML_LANG, localizedPath, type Locale } from '@/i18n/routing';
import { animalNamed, ANIMAL_NAMES } from '@/lib/content/animals';
import { getWines } from '@/lib/firestore';
import {
  animalOf,
  applyFilters,
  isFiltered,
  offeredSelection,
  paginate,
  readView,
  spelledAsData,
  viewSegments,
  wineListHref,
  type View,
} from '@/lib/wines/filters';
import { viewDetail, wineListMetadata } from '@/lib/wines/metadata';

// Views not built render on their first visit and are kept until the wine list changes.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ view: [] }, ...ANIMAL_NAMES.map((animal) => ({ view: [animal] }))];
}

type Props = { params: Promise<{ locale: Locale; view?: string[] }> };

// A value no wine holds now gets a temporary redirect: the wine may come back.
const viewAt = cache(async (locale: Locale, path: string) => {
  const segments = path ? path.split('/') : [];
  const view = readView(segments);
  if (!view) notFound();
  const result = await getWines();
  const animal = animalOf(view.selection);
  if (!result.ok) return { view, animal, result };
  const spelled = spelledAsData(view.selection, result.wines);
  const list = localizedPath(locale, '/wijnen');
  if (!sameSegments({ ...view, selection: spelled }, segments))
    permanentRedirect(wineListHref(spelled, view.page, list));
  const held = offeredSelection(spelled, result.wines, animal);
  const page = paginate(applyFilters(result.wines, held), view.page).page;
  if (!sameSegments({ selection: held, page }, segments)) redirect(wineListHref(held, page, list));
  return { view, animal, result };
});

async function getView(params: Props['params']) {
  const { locale, view = [] } = await params;
  return { locale, ...(await viewAt(locale, view.map(decodedPart).join('/'))) };
}

const sameSegments = (view: View, segments: string[]) =>
  viewSegments(view).join('/') === segments.join('/');

function chosenBeyond({ selection, page }: View, animal: string | undefined) {
  return (
    page > 0 ||
    isFiltered({ ...selection, collectie: selection.collectie.filter((c) => c !== animal) })
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view, animal, result } = await getView(params);
  const filtered = chosenBeyond(view, animal);
  const t = await getTranslations({ locale, namespace: 'Wines' });
  const words = {
    value: wineWords(locale, t).naming.value,
    page: (n: number) => t('pageDetail', { page: n }),
    more: (count: number) => t('more', { count }),
  };
  return wineListMetadata({
    locale,
    t: t as never,
    animals: (await getTranslations({ locale, namespace: 'Animals' })) as never,
    filtered,
    animal,
    detail:
      filtered && result.ok
        ? viewDetail(result.wines, view.selection, view.page, words, animal)
        : undefined,
  });
}

export default async function WinesRoute({ params }: Props) {
  const { locale, view, animal, result } = await getView(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Wines' });
  const known = animalNamed(animal);
  const animals = await getTranslations({ locale, namespace: 'Animals' });
  return (
    <WinesPage
      result={result}
      selection={view.selection}
      page={view.page}
      animal={animal}
      intro={
        known
          ? t.rich('animalIntro', {
              trait: animals(`${known.slug}.trait` as never),
              animal: known.name,
              // The collection's name is Dutch in every language, and read out as Dutch.
              name: (chunks) => <span lang={HTML_LANG.nl}>{chunks}</span>,
            })
          : undefined
      }
      // The Menu structured data belongs to the canonical menu, not to each of its views.
      withMenuData={!animal && !chosenBeyond(view, animal)}
    />
  );
}
