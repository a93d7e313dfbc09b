import { useLocale, useTranslations } from 'next-intl';

import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { NewTabLink } from '@/components/content/new-tab-link';
import { PdfLink } from '@/components/content/pdf-link';
import type { Locale } from '@/i18n/routing';
import { FOOTER_LINKS, MENU_CARD_PDF, MENU_CARDS } from '@/lib/content/navigation';
import { addressLine, getSiteConfig } from '@/lib/site-config';

import styles from './footer.module.scss';
import { FacebookIcon, HotelIcon, InstagramIcon } from './icons';
import { NavLink } from './nav-link';

export function Footer() {
  const config = getSiteConfig();
  const { address, company, partner } = config;
  const t = useTranslations('Shell');
  const nav = useTranslations('Nav');
  const locale = useLocale() as Locale;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name} translate="no">
            1504 Locus Lex
          </p>
          <address className={styles.address}>
            <span translate="no">{addressLine(address)}</span>
            <br />
            <PhoneLink number={config.phone} />
            <br />
            <MailLink address={config.email} />
          </address>
        </div>
        <nav aria-label={t('footer')} className={styles.links}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                {link.href === MENU_CARD_PDF ? (
                  <PdfLink href={MENU_CARDS[locale]}>{nav(link.label)}</PdfLink>
                ) : (
                  <NavLink href={link.href}>{nav(link.label)}</NavLink>
                )}
              </li>
            ))}
            <li>
              <NewTabLink href={partner.url}>
                <span translate="no">{partner.name}</span>
              </NewTabLink>
            </li>
          </ul>
        </nav>
        <ul className={styles.social} aria-label={t('followUs')}>
          {config.social.map((s) => (
            <li key={s.network}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${s.label}${t('newTab')}`}
              >
                {s.network === 'facebook' ? <FacebookIcon /> : <InstagramIcon />}
              </a>
            </li>
          ))}
          <li>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${partner.name}${t('newTab')}`}
            >
              <HotelIcon />
            </a>
          </li>
        </ul>
      </div>
      <div className={styles.legal}>
        <p>
          {t.rich('legal', {
            company: `${company.name} · ${addressLine(address)}`,
            vat: company.vat,
            name: (chunks) => <span translate="no">{chunks}</span>,
          })}
        </p>
        <p>{t('credits')}</p>
      </div>
    </footer>
  );
}
