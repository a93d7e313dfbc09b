import styles from './staff.module.scss';

/** A refused save, as both staff forms say it: how many fields ask for attention. */
export function FieldsToFix({ count }: { count: number }) {
  return (
    <p className={styles.alert}>
      Nog niet bewaard: {count === 1 ? 'één veld vraagt' : `${count} velden vragen`} aandacht.
    </p>
  );
}
