import { useTranslations } from 'next-intl';

import { PageLink as Link } from '@/components/content/page-link';

// No robots here: Next marks every 404 response noindex itself.
export const metadata = { title: 'Pagina niet gevonden' };

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="status-page">
      <p className="status-page__code">404</p>
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <p className="status-page__actions">
        <Link href="/" className="status-page__button">
          {t('home')}
        </Link>
        <Link href="/wijnen" className="status-page__button">
          {t('wines')}
        </Link>
      </p>
    </section>
  );
}
