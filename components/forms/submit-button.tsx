import styles from './form.module.scss';
import { useFormWords } from './form-words';

/** Shows it is sending and cannot be pressed twice while it does. */
export function SubmitButton({ sending }: { sending: boolean }) {
  const words = useFormWords();
  return (
    <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending}>
      {sending ? words.sending : words.send}
    </button>
  );
}
