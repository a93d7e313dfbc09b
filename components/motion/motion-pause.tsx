import { useTranslations } from 'next-intl';

import styles from './motion-pause.module.scss';

type Props = {
  what: string;
  tone?: 'onDark' | 'onLight';
  place?: 'corner' | 'end';
};

/** A checkbox, so it pauses without a script: `:has()` in globals.scss stills its `motion-area`. */
export function MotionPause({ what, tone = 'onDark', place = 'corner' }: Props) {
  const t = useTranslations('Shell');
  return (
    <label className={`${styles.control} ${styles[tone]} ${styles[place]}`}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        data-motion-pause=""
        aria-label={t('pause', { what })}
      />
      <span className={styles.icon} aria-hidden="true" />
    </label>
  );
}
