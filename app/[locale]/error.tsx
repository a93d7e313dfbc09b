'use client';

import { useTranslations } from 'next-intl';

import { Link } from '@/i18n/navigation';

/**
 * A bug in a page: a calm message in the page's language, never the server's error text or stack. "Opnieuw
 * proberen" is Next's `retry`: it fetches the page from the server again and renders it, where
 * `reset` rendered again what had already failed (a server component's error came straight back).
 */
export default function ErrorPage({
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry: () => void;
}) {
  const t = useTranslations('Error');
  return (
    <section className="status-page">
      <p className="status-page__code">{t('title')}</p>
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <p className="status-page__actions">
        <button type="button" className="status-page__button" onClick={retry}>
          {t('retry')}
        </button>
        <Link href="/" className="status-page__button">
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
