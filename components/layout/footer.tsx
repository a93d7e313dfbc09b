import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { NEW_TAB, NewTabLink } from '@/components/content/new-tab-link';
import { PdfLink } from '@/components/content/pdf-link';
import { FOOTER_LINKS, isPdf } from '@/lib/content/navigation';
import { addressLine, getSiteConfig } from '@/lib/site-config';

import styles from './footer.module.scss';
import { FacebookIcon, HotelIcon, InstagramIcon } from './icons';
import { NavLink } from './nav-link';

export function Footer() {
  const config = getSiteConfig();
  const { address, company, partner } = config;
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
        <nav aria-label="Voettekst" className={styles.links}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                {isPdf(link.href) ? (
                  <PdfLink href={link.href}>{link.label}</PdfLink>
                ) : (
                  <NavLink href={link.href}>{link.label}</NavLink>
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
        <ul className={styles.social} aria-label="Volg ons">
          {config.social.map((s) => (
            <li key={s.network}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${s.label}${NEW_TAB}`}
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
              aria-label={`${partner.name}${NEW_TAB}`}
            >
              <HotelIcon />
            </a>
          </li>
        </ul>
      </div>
      <div className={styles.legal}>
        <p>
          © <span translate="no">{`${company.name} · ${addressLine(address)}`}</span>, België ·
          Ondernemingsnummer {company.vat}
        </p>
        <p>
          Website en illustraties: het webteam van 1504 Locus Lex · Lettertypes Cormorant Garamond
          en Source Sans 3 (SIL Open Font License)
        </p>
      </div>
    </footer>
  );
}
