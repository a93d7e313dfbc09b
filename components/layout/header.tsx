import Link from 'next/link';

import { NewTabLink } from '@/components/content/new-tab-link';
import { DESKTOP_LINKS, MENU_LINKS } from '@/lib/content/navigation';
import { getSiteConfig } from '@/lib/site-config';

import styles from './header.module.scss';
import { HeaderShell } from './header-shell';
import { KeyIcon } from './icons';
import { Wordmark } from './wordmark';

export function Header() {
  const { partner } = getSiteConfig();
  return (
    <HeaderShell
      brand={
        <Link
          href="/"
          className={styles.brandLink}
          aria-label="1504 Locus Lex, naar de startpagina"
        >
          <Wordmark />
        </Link>
      }
      bar={
        <>
          <nav aria-label="Snelkoppelingen" className={styles.desktopNav}>
            {DESKTOP_LINKS.map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
            <NewTabLink href={partner.url}>{partner.name}</NewTabLink>
          </nav>
          <Link href="/club" className={styles.keyLink} aria-label="1504 Club">
            <KeyIcon />
          </Link>
        </>
      }
      menu={
        <nav aria-label="Hoofdmenu" className={styles.menuNav}>
          <ul>
            {MENU_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
