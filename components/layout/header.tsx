import { NewTabLink } from '@/components/content/new-tab-link';
import { DESKTOP_LINKS, MENU_LINKS } from '@/lib/content/navigation';
import { getSiteConfig } from '@/lib/site-config';

import styles from './header.module.scss';
import { HeaderShell } from './header-shell';
import { KeyIcon } from './icons';
import { NavLink } from './nav-link';
import { Wordmark } from './wordmark';

export function Header() {
  const { partner } = getSiteConfig();
  return (
    <HeaderShell
      brand={
        <NavLink
          href="/"
          className={styles.brandLink}
          aria-label="1504 Locus Lex, naar de startpagina"
        >
          <Wordmark />
        </NavLink>
      }
      bar={
        <>
          <nav aria-label="Snelkoppelingen" className={styles.desktopNav}>
            {DESKTOP_LINKS.map((link) => (
              <NavLink key={link.href} href={link.href}>
                {link.label}
              </NavLink>
            ))}
            <NewTabLink href={partner.url}>
              <span translate="no">{partner.name}</span>
            </NewTabLink>
          </nav>
          <NavLink href="/club" className={styles.keyLink} aria-label="1504 Club">
            <KeyIcon />
          </NavLink>
        </>
      }
      menu={
        <nav aria-label="Hoofdmenu" className={styles.menuNav}>
          <ul>
            {MENU_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
