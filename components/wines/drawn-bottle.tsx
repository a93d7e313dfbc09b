import type { WineType } from '@/lib/wines/schema';

import styles from './wine-card.module.scss';

const FILL: Record<WineType, string> = {
  Rood: '#7d1627',
  Wit: '#e4d59a',
  Rosé: '#e39aa6',
  Mousserend: '#d9c777',
};

export function DrawnBottle({ type, label }: { type: WineType; label: string }) {
  return (
    <svg className={styles.drawn} viewBox="0 0 120 240" role="img" aria-label={label}>
      <path
        d="M50 12h20v50c0 14 26 18 26 40v122q0 6-6 6H30q-6 0-6-6V102c0-22 26-26 26-40z"
        fill={FILL[type]}
        stroke="#2a2224"
        strokeWidth="2.5"
      />
      <rect x="49" y="12" width="22" height="26" fill="#6b1e2e" stroke="#2a2224" strokeWidth="2" />
      <rect
        x="31"
        y="128"
        width="58"
        height="56"
        fill="#f8f1e1"
        stroke="#2a2224"
        strokeWidth="1.5"
      />
      <text
        x="60"
        y="156"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="15"
        fill="#2a2224"
      >
        1504
      </text>
      <line x1="44" y1="165" x2="76" y2="165" stroke="#b8954a" strokeWidth="1.5" />
      {type === 'Mousserend' &&
        [
          [45, 80],
          [72, 96],
          [58, 110],
          [40, 200],
          [80, 206],
          [66, 118],
        ].map(([cx, cy]) => (
          <circle
            key={`${cx}-${cy}`}
            cx={cx}
            cy={cy}
            r="3"
            fill="none"
            stroke="#fff"
            strokeWidth="1.5"
          />
        ))}
    </svg>
  );
}
