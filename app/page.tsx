import { PageShell } from '@/components/layout/page-shell';

export default function HomePage() {
  return (
    <PageShell headerMode="white">
      <h1>1504 Locus Lex</h1>
    </PageShell>
  );
}
