import type { ReactNode } from 'react';

import { MotionObserver } from '@/components/motion/motion-observer';
import { JsonLd } from '@/components/seo/json-ld';
import { getSiteConfig } from '@/lib/site-config';
import { venueJsonLd } from '@/lib/structured-data';

import { Footer } from './footer';
import { Header, type HeaderMode } from './header';
import styles from './page-shell.module.scss';
import { SubscribeBanner } from './subscribe-banner';

type Props = {
  children: ReactNode;
  /** Spec §2: white text over the home carousel, black text on light pages. */
  headerMode?: HeaderMode;
  /** The first section runs under the transparent header (full-height landings). */
  underHeader?: boolean;
  onClubPage?: boolean;
};

/** Every page: header, content, subscribe banner, footer (spec §2). */
export function PageShell({ children, headerMode = 'black', underHeader = false, onClubPage }: Props) {
  return (
    <>
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <Header mode={headerMode} />
      <main id="inhoud" tabIndex={-1} className={underHeader ? styles.main : `${styles.main} ${styles.padded}`}>
        {children}
      </main>
      <SubscribeBanner onClubPage={onClubPage} />
      <Footer />
      <MotionObserver />
      <JsonLd data={venueJsonLd(getSiteConfig())} />
    </>
  );
}
