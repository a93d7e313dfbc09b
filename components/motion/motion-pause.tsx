import { useTranslations } from 'next-intl';

import styles from './motion-pause.module.scss';

type Props = {
  /** What it pauses, after 'Pauzeer': 'de slogan'. */
  what: string;
  /** The ground it stands on: a dark band or a light picture. */
  tone?: 'onDark' | 'onLight';
  /** Where it stands: the bottom corner, or half-way up the end of a band. */
  place?: 'corner' | 'end';
};

/**
 * WCAG 2.2.2: a switch that pauses what moves by itself beside it (the running motto, the
 * portraits' cross-fade) and lets it move again. A checkbox, so it works without a script: when
 * checked, every animation of its parent, a `motion-area`, stands still (`:has()` in globals.scss).
 */
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
