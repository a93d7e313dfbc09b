import { useTranslations } from 'next-intl';

import { NewTabLink } from '@/components/content/new-tab-link';
import { DESKTOP_LINKS, MENU_LINKS, MENU_START } from '@/lib/content/navigation';
import { getSiteConfig } from '@/lib/site-config';

import styles from './header.module.scss';
import { HeaderShell } from './header-shell';
import { KeyIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';
import { Wordmark } from './wordmark';

export function Header({ languages }: { languages: boolean }) {
  const { partner } = getSiteConfig();
  const t = useTranslations('Shell');
  const nav = useTranslations('Nav');
  return (
    <HeaderShell
      menuLabel={t('menu')}
      brand={
        <NavLink href="/" className={styles.brandLink} aria-label={t('home')}>
          <Wordmark />
        </NavLink>
      }
      lead={
        languages && <LanguageSwitch short label={t('languages')} className={styles.barLanguages} />
      }
      bar={
        <>
          <nav aria-label={t('quickLinks')} className={styles.desktopNav}>
            {DESKTOP_LINKS.map((link) => (
              <NavLink key={link.href} href={link.href}>
                {nav(link.label)}
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
        <nav aria-label={t('mainMenu')} className={styles.menuNav}>
          {languages && <LanguageSwitch label={t('languages')} className={styles.menuLanguages} />}
          <ul {...{ [MENU_START]: '' }}>
            {MENU_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{nav(link.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
