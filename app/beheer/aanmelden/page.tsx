import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { SignInForm } from '../_components/sign-in-form';
import styles from '../_components/staff.module.scss';
import { LINK_MINUTES } from '@/lib/staff/constants';
import { staffSession } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Aanmelden' };

type Props = { searchParams: Promise<{ fout?: string; afgemeld?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  if (await staffSession()) redirect('/beheer');
  const { fout, afgemeld } = await searchParams;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Aanmelden in het beheer</h1>
      {fout && (
        <p className={styles.alert} role="alert">
          Deze aanmeldlink werkt niet meer: hij is al gebruikt of ouder dan {LINK_MINUTES} minuten.
          Vraag hieronder een nieuwe aan.
        </p>
      )}
      {afgemeld && (
        <p className={styles.notice} role="status">
          Je bent afgemeld, op dit toestel en op elk ander.
        </p>
      )}
      <p className={styles.lead}>
        Voor de medewerkers van 1504 Locus Lex. Vul je e-mailadres in: we sturen je een link die je
        aanmeldt, zonder wachtwoord.
      </p>
      <SignInForm />
    </div>
  );
}
