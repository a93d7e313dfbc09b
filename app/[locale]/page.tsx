import { useTranslations } from 'next-intl';

import { NextEvent } from '@/components/agenda/next-event';
import { Feature } from '@/components/content/feature';
import { imgAttributes } from '@/components/content/img';
import { Carousel } from '@/components/home/carousel';
import { carouselWords } from '@/components/home/carousel-words';
import { CrossFade } from '@/components/home/cross-fade';
import { JsonLd } from '@/components/seo/json-ld';
import { HouseWines } from '@/components/wines/house-wines';
import { localizedPath, type AppPathname, type Locale } from '@/i18n/routing';
import { MENU_CARD_SHORT, MENU_CARDS } from '@/lib/content/navigation';
import { MARGARETHA_IMAGES, SLIDE_IMAGE_WIDTH, SLIDES } from '@/lib/content/home';
import { PORTRAIT_SIZES } from '@/lib/image-sizes';
import { MOTION } from '@/lib/motion';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { getSiteConfig } from '@/lib/site-config';
import { websiteJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('Home', '/', { absoluteTitle: true });

const margaretha = (image: { src: string; alt: string }) => ({
  alt: image.alt,
  attributes: imgAttributes({
    ...image,
    width: 900,
    height: 1100,
    sizes: PORTRAIT_SIZES,
  }),
});

export default async function HomePage({ params }: Props) {
  return <Home locale={(await params).locale} />;
}

function Home({ locale }: { locale: Locale }) {
  const t = useTranslations('Home');
  const slide = (n: number, key: 'title' | 'subtitle' | 'alt' | 'cta') =>
    t(`slides.${n}.${key}` as never);
  // The carousel is a client component: it gets its words said, not the messages.
  const carousel = carouselWords(
    useTranslations('Carousel'),
    SLIDES.map(({ n, img, link }, i) => ({
      title: slide(n, 'title'),
      subtitle: slide(n, 'subtitle'),
      alt: slide(n, 'alt'),
      cta: slide(n, 'cta'),
      img,
      // The menu card's short address is Dutch; another language links its own card.
      link:
        link === MENU_CARD_SHORT
          ? locale === 'nl'
            ? link
            : MENU_CARDS[locale]
          : localizedPath(locale, link as AppPathname),
      image: imgAttributes({
        src: img,
        alt: slide(n, 'alt'),
        fill: true,
        sourceWidth: SLIDE_IMAGE_WIDTH,
        sizes: '100vw',
        priority: i === 0,
      }),
    })),
  );
  return (
    <>
      <JsonLd data={websiteJsonLd(getSiteConfig())} />
      <Carousel words={carousel.words} slides={carousel.slides} />

      <Feature
        id="locus-lex"
        eyebrow={<span translate="no">Markt 37, Oudenaarde</span>}
        title={<span translate="no">Locus Lex</span>}
        image={{
          src: '/images/home/huis.webp',
          alt: t('houseAlt'),
          width: 1200,
          height: 1000,
        }}
        cta={{ href: '/event', label: t('houseCta') }}
        parallax={MOTION.parallaxRatio}
      >
        <p>{t('house1')}</p>
        <p>{t('house2')}</p>
      </Feature>

      <Feature
        id="verhalen"
        eyebrow={t('storiesEyebrow')}
        title={t('storiesTitle')}
        tone="white"
        reverse
        image={{
          src: '/images/home/verhalen.webp',
          alt: t('storiesAlt'),
          width: 1200,
          height: 900,
        }}
        cta={{ href: '/erfgoed', label: t('storiesCta') }}
        parallax={MOTION.collageParallaxRatio}
      >
        <p>{t('stories')}</p>
      </Feature>

      <Feature
        id="margaretha"
        eyebrow={t('margarethaEyebrow')}
        title={t('figure')}
        media={
          <CrossFade
            width={900}
            height={1100}
            pause={t('crossFadePause')}
            images={[
              margaretha({ ...MARGARETHA_IMAGES[0], alt: t(MARGARETHA_IMAGES[0].alt) }),
              margaretha({ ...MARGARETHA_IMAGES[1], alt: t(MARGARETHA_IMAGES[1].alt) }),
            ]}
          />
        }
        cta={{ href: '/erfgoed', label: t('margarethaCta') }}
      >
        <p>{t('margaretha', { name: t('figure') })}</p>
      </Feature>

      <Feature
        id="wijn-en-muziek"
        eyebrow={t('musicEyebrow')}
        title={t('musicTitle')}
        tone="dark"
        reverse
        image={{
          src: '/images/home/muziek.webp',
          alt: t('musicAlt'),
          width: 1200,
          height: 900,
        }}
        cta={{ href: '/wijnen', label: t('musicCta') }}
      >
        <p>{t('music')}</p>
      </Feature>

      <Feature
        id="ardennen"
        eyebrow={t('ardennesEyebrow')}
        title={t('ardennesTitle')}
        image={{
          src: '/images/home/ardennen.webp',
          alt: t('ardennesAlt'),
          width: 1600,
          height: 900,
        }}
        cta={{ href: '/inspiratie', label: t('ardennesCta') }}
        parallax={MOTION.parallaxRatio}
      >
        <p>{t('ardennes')}</p>
      </Feature>

      <HouseWines title={t('houseWinesTitle')} intro={t('houseWinesIntro')} />
      <NextEvent locale={locale} />
    </>
  );
}
