import type { Metadata } from 'next';

import styles from '../../_components/staff.module.scss';
import { completeSignInAction } from '@/lib/staff/actions';

export const metadata: Metadata = { title: 'Aanmelden' };

type Props = {
  searchParams: Promise<{ email?: string; code?: string; until?: string; sig?: string }>;
};

// One click spends the link, so a mail scanner opening links cannot.
export default async function SignInLinkPage({ searchParams }: Props) {
  const { email = '', code = '', until = '', sig = '' } = await searchParams;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Aanmelden in het beheer</h1>
      <form action={completeSignInAction} className={styles.fields}>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="until" value={until} />
        <input type="hidden" name="sig" value={sig} />
        <p className={styles.lead}>
          Aanmelden als <strong>{email}</strong>.
        </p>
        <p>
          <button type="submit" className={styles.solid}>
            Aanmelden
          </button>
        </p>
      </form>
    </div>
  );
}
