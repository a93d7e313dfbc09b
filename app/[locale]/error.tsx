'use client';

import Link from 'next/link';
import { useContext } from 'react';

import { ErrorWords } from '@/components/layout/error-words';
import { useRouteLocale } from '@/i18n/page';
import { localizedPath } from '@/i18n/routing';

// `retry`, not `reset`: reset renders again what failed, and a server error comes straight back.
export default function ErrorPage({
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry: () => void;
}) {
  const words = useContext(ErrorWords)!;
  const home = localizedPath(useRouteLocale(), '/');
  return (
    <section className="status-page">
      <p className="status-page__code">{words.title}</p>
      <h1>{words.heading}</h1>
      <p>{words.text}</p>
      <p className="status-page__actions">
        <button type="button" className="status-page__button" onClick={retry}>
          {words.retry}
        </button>
        <Link href={home} className="status-page__button">
          {words.home}
        </Link>
      </p>
    </section>
  );
}
