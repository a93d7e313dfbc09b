// The six wine personalities as engraved medallions, and the club's key.
import { GOLD, INK, PARCHMENT, svg, WINE } from './common.mjs';
import { lettering } from './fonts.mjs';

const S = 900;

function medallion(body, name) {
  return svg(
    S,
    S,
    `<circle cx="450" cy="430" r="360" fill="none" stroke="${GOLD}" stroke-width="4"/>
    <circle cx="450" cy="430" r="340" fill="none" stroke="${INK}" stroke-width="1.4"/>
    ${Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2;
      return `<circle cx="${(450 + Math.cos(a) * 350).toFixed(1)}" cy="${(430 + Math.sin(a) * 350).toFixed(1)}" r="3" fill="${GOLD}"/>`;
    }).join('')}
    <g stroke="${INK}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">${body}</g>
    <text x="450" y="860" text-anchor="middle" font-style="italic" ${lettering(40)} fill="${INK}">${name}</text>`,
  );
}

const hatch = (d) => `<path d="${d}" fill="url(#hatch)" stroke="none" opacity="0.6"/>`;

export function animalArt() {
  const giraf =
    'M380,720 C380,600 420,470 450,330 C460,280 470,240 500,210 C520,190 560,190 600,200 C630,208 640,230 620,240 C590,250 560,250 545,262 C520,300 510,380 505,460 C500,560 520,650 540,720 Z';
  const paard =
    'M300,720 C320,600 330,520 380,430 C400,390 400,340 430,300 C450,270 470,250 470,220 L480,190 L500,230 C540,240 590,290 640,360 C660,390 650,420 620,420 C590,420 560,400 540,390 C520,470 560,560 600,720 Z';
  const hond =
    'M340,720 C330,620 360,520 400,460 C380,430 360,380 380,330 C400,290 450,270 500,280 C540,290 580,320 600,350 C620,380 610,400 580,400 L540,400 C560,460 600,560 600,720 Z M390,330 C360,360 340,420 360,470 C380,440 390,400 395,360 Z';
  const vos =
    'M300,560 C320,520 380,480 450,470 L430,380 L480,430 L520,370 L530,460 C600,480 640,520 680,560 C620,580 560,600 500,610 C440,610 360,600 300,560 Z M500,610 C520,660 560,700 640,720 C560,740 460,730 400,700 C380,680 380,650 400,620 Z';
  const muis =
    'M300,640 C300,540 380,470 480,470 C570,470 640,530 660,600 C670,640 650,660 620,660 L330,660 C310,660 300,650 300,640 Z M600,500 a55,55 0 1,1 60,60';
  const kolibrie =
    'M360,470 C400,430 470,420 520,440 C560,455 580,480 600,470 L740,420 L610,500 C600,540 560,580 500,590 C440,600 390,580 360,540 Z M450,450 C420,360 360,260 300,220 C380,230 460,300 500,430 Z M520,590 L480,700 L540,620 L600,690 L560,580 Z';

  const out = {
    'animals/giraf': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${giraf}" fill="#e7cf9a"/>${hatch(giraf)}
      ${[
        [440, 600],
        [470, 520],
        [480, 420],
        [500, 330],
        [420, 680],
      ]
        .map(
          ([x, y]) => `<path d="M${x},${y} l20,-10 10,20 -20,14 z" fill="#8c5a2b" stroke="none"/>`,
        )
        .join('')}
      <circle cx="585" cy="215" r="6" fill="${INK}"/><path d="M560,200 l-6,-40 M575,198 l4,-40" fill="none"/><circle cx="554" cy="158" r="6" fill="${INK}"/><circle cx="580" cy="156" r="6" fill="${INK}"/>
      <path d="M600,640 c20,-40 60,-60 90,-50 M650,620 c10,-30 40,-40 60,-30" fill="none" stroke="${WINE}"/>`,
        'De Koele Giraf',
      ),
    },
    'animals/paard': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${paard}" fill="#b08c6a"/>${hatch(paard)}
      <path d="M470,230 C430,280 400,340 380,420 C360,500 330,560 310,620" fill="none" stroke-width="5"/>
      <circle cx="560" cy="310" r="7" fill="${INK}"/><path d="M610,400 l-6,-14" fill="none"/>`,
        'Het Nobele Paard',
      ),
    },
    'animals/hond': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${hond}" fill="#c9a27a"/>${hatch(hond)}
      <circle cx="520" cy="330" r="7" fill="${INK}"/><circle cx="592" cy="372" r="9" fill="${INK}"/>
      <path d="M420,470 q80,30 150,0" fill="none" stroke="${WINE}" stroke-width="8"/><circle cx="495" cy="495" r="12" fill="${GOLD}"/>`,
        'De Trouwe Hond',
      ),
    },
    'animals/vos': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${vos}" fill="#c8642b"/>${hatch(vos)}
      <path d="M610,720 c-40,-8 -70,-20 -90,-40" fill="none" stroke="${PARCHMENT}" stroke-width="10"/>
      <circle cx="560" cy="520" r="7" fill="${INK}"/><circle cx="676" cy="560" r="8" fill="${INK}"/>`,
        'De Sluwe Vos',
      ),
    },
    'animals/muis': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${muis}" fill="#a9a2a0"/>${hatch(muis)}
      <circle cx="610" cy="560" r="8" fill="${INK}"/><path d="M660,610 l60,-10 M660,620 l60,10" fill="none" stroke-width="1.6"/>
      <path d="M300,640 C220,640 200,700 260,720 C320,740 340,700 300,690" fill="none"/>
      <rect x="690" y="620" width="50" height="40" rx="6" fill="#d8b483"/>`,
        'De Nieuwsgierige Muis',
      ),
    },
    'animals/kolibrie': {
      w: S,
      h: S,
      svg: medallion(
        `<path d="${kolibrie}" fill="#3f7f6e"/>${hatch(kolibrie)}
      <circle cx="570" cy="462" r="7" fill="${INK}"/>
      <path d="M760,700 c-30,-80 -10,-160 40,-220 M790,560 c30,-10 50,0 60,20 c-30,10 -50,0 -60,-20 z M770,640 c-30,-20 -40,-40 -30,-60 c20,10 30,30 30,60 z" fill="#8c3344"/>`,
        'De Vrije Geest',
      ),
    },
  };

  // The hummingbird over the Vrije Geesten landing, large.
  out['vrije-geesten/kolibrie'] = {
    w: 1600,
    h: 1000,
    svg: svg(
      1600,
      1000,
      `<g transform="translate(350 -10) scale(1.3)" stroke="${INK}" stroke-width="2.4" stroke-linejoin="round">
      <path d="${kolibrie}" fill="#3f7f6e"/>${hatch(kolibrie)}<circle cx="570" cy="462" r="7" fill="${INK}"/></g>
      ${Array.from({ length: 14 }, (_, i) => `<path d="M${100 + i * 110},${900 - (i % 3) * 30} c10,-60 30,-120 ${20 + (i % 4) * 10},-${160 + (i % 5) * 20}" fill="none" stroke="${INK}" stroke-width="1.4" stroke-opacity="0.6"/>`).join('')}
      ${Array.from({ length: 10 }, (_, i) => `<circle cx="${160 + i * 140}" cy="${760 - (i % 4) * 40}" r="${10 + (i % 3) * 4}" fill="#8c3344" opacity="0.55"/>`).join('')}`,
    ),
  };

  // The club's key for the club landing: its seven rubies are the Seven Keys. No lettering at its
  // foot, where every landing has its link down (a "VII" there ran into that link's words).
  out['club/sleutel'] = {
    w: 1600,
    h: 1000,
    svg: svg(
      1600,
      1000,
      `<rect width="1600" height="1000" fill="url(#night)"/>
      <g transform="rotate(-20 800 500)" fill="none" stroke="${GOLD}" stroke-width="6">
        <circle cx="520" cy="500" r="150"/><circle cx="520" cy="500" r="70"/>
        ${Array.from({ length: 7 }, (_, i) => {
          const a = (i / 7) * Math.PI * 2;
          return `<circle cx="${(520 + Math.cos(a) * 110).toFixed(1)}" cy="${(500 + Math.sin(a) * 110).toFixed(1)}" r="14" fill="${WINE}"/>`;
        }).join('')}
        <path d="M670,500 H1250 M1120,500 v90 h40 v-60 h40 v90 h50 V500"/>
        <path d="M700,480 h420 M700,520 h420" stroke-width="2" stroke-opacity="0.6"/>
      </g>`,
      { ground: '#1b1420', dark: true },
    ),
  };
  return out;
}
