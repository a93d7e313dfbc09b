// The house, the town and the landscape: the site's larger illustrations.
import {
  bottle,
  bubbles,
  glass,
  GOLD,
  INK,
  lines,
  PARCHMENT,
  svg,
  TYPE_FILL,
  WINE,
} from './common.mjs';
import { lettering } from './fonts.mjs';

const LIGHT = '#f3ead8';

/** A stepped-gable Flemish house: x,y = bottom-left, w wide, h high to the eaves. */
function gableHouse(
  x,
  y,
  w,
  h,
  { steps = 5, stroke = INK, fill = 'none', windowFill = 'none', year = '', door = true } = {},
) {
  const gableH = w * 0.75;
  const top = y - h;
  const stepW = w / 2 / steps;
  const stepH = gableH / steps;
  let d = `M${x},${y} L${x},${top}`;
  for (let i = 0; i < steps; i++) {
    d += ` L${x + i * stepW},${top - (i + 1) * stepH} L${x + (i + 1) * stepW},${top - (i + 1) * stepH}`;
  }
  for (let i = steps - 1; i >= 0; i--) {
    d += ` L${x + w - i * stepW},${top - (i + 1) * stepH} L${x + w - i * stepW},${top - i * stepH}`;
  }
  d += ` L${x + w},${y} Z`;
  let out = `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="2.4" stroke-linejoin="miter"/>`;
  out += `<path d="${d}" fill="url(#hatch2)" opacity="0.35"/>`;
  // Windows: three storeys of cross-mullioned windows.
  const cols = 3;
  const rows = 3;
  const ww = w / (cols * 2);
  const wh = h / (rows * 2.2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (door && r === rows - 1 && c === 1) continue;
      const wx = x + (c * 2 + 0.5) * ww;
      const wy = top + h * 0.08 + r * (h / rows);
      out += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${windowFill}" stroke="${stroke}" stroke-width="1.8"/>`;
      out += `<path d="M${wx + ww / 2},${wy} V${wy + wh} M${wx},${wy + wh * 0.4} H${wx + ww}" stroke="${stroke}" stroke-width="1.2"/>`;
      out += `<path d="M${wx - 4},${wy - 6} Q${wx + ww / 2},${wy - 16} ${wx + ww + 4},${wy - 6}" fill="none" stroke="${stroke}" stroke-width="1.4"/>`;
    }
  }
  // Gable window and anchor numbers.
  out += `<circle cx="${x + w / 2}" cy="${top - gableH * 0.45}" r="${w * 0.07}" fill="${windowFill}" stroke="${stroke}" stroke-width="1.8"/>`;
  if (year) {
    out += `<text x="${x + w / 2}" y="${top - gableH * 0.12}" text-anchor="middle" ${lettering(w * 0.1)} letter-spacing="${w * 0.02}" fill="${stroke}">${year}</text>`;
  }
  if (door) {
    const dx = x + w / 2 - ww * 0.6;
    const dw = ww * 1.2;
    const dh = h * 0.26;
    out += `<path d="M${dx},${y} V${y - dh * 0.7} Q${dx + dw / 2},${y - dh * 1.05} ${dx + dw},${y - dh * 0.7} V${y}" fill="${windowFill}" stroke="${stroke}" stroke-width="2"/>`;
    out += `<line x1="${dx + dw / 2}" y1="${y}" x2="${dx + dw / 2}" y2="${y - dh * 0.86}" stroke="${stroke}" stroke-width="1.2"/>`;
  }
  return out;
}

function cobbles(w, y, h, color, opacity = 0.3) {
  let out = '';
  for (let row = 0; y + row * 14 < y + h; row++) {
    const yy = y + row * 14;
    for (let xx = (row % 2) * 18; xx < w; xx += 36) {
      out += `<path d="M${xx},${yy + 12} Q${xx + 16},${yy} ${xx + 32},${yy + 12}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/>`;
    }
  }
  return out;
}

function stars(w, h, n, seed = 3) {
  let s = seed;
  const rand = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${(0.6 + rand() * 1.2).toFixed(1)}" fill="${LIGHT}" opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

function hills(w, baseY, layers, color, { dark = false } = {}) {
  let out = '';
  layers.forEach((layer, i) => {
    const { y, amp, freq, phase } = layer;
    let d = `M0,${baseY + 200} L0,${y}`;
    for (let x = 0; x <= w; x += 20) {
      d += ` L${x},${(y + Math.sin(x / freq + phase) * amp + Math.sin(x / (freq * 0.37) + phase * 2) * amp * 0.35).toFixed(1)}`;
    }
    d += ` L${w},${baseY + 200} Z`;
    const fill = dark
      ? `rgba(243,234,216,${0.05 + i * 0.05})`
      : `rgba(42,34,36,${0.05 + i * 0.06})`;
    out += `<path d="${d}" fill="${fill}" stroke="${color}" stroke-width="1.6"/>`;
    out += `<path d="${d}" fill="url(#hatch)" opacity="${0.15 + i * 0.12}"/>`;
  });
  return out;
}

/** Vine rows running over a hill: the Flemish Ardennes vineyards. */
function vineRows(x0, y0, w, n, color) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + i * 16;
    out += `<path d="M${x0},${y} q${w / 2},-${18 - i} ${w},0" fill="none" stroke="${color}" stroke-width="1.2" stroke-dasharray="2 5" stroke-opacity="0.8"/>`;
  }
  return out;
}

/** A church tower with spire: Oudenaarde's town hall and Sint-Walburga on the horizon. */
function tower(x, y, w, h, color) {
  return `<path d="M${x},${y} V${y - h} H${x + w} V${y} M${x - w * 0.15},${y - h} L${x + w / 2},${y - h - w * 1.6} L${x + w * 1.15},${y - h}" fill="none" stroke="${color}" stroke-width="2"/>
  <path d="M${x + w * 0.3},${y - h * 0.7} v${h * 0.2} h${w * 0.4} v-${h * 0.2} z" fill="none" stroke="${color}" stroke-width="1.4"/>`;
}

export function sceneArt() {
  const out = {};
  const W = 1600;
  const H = 1000;

  // 1. The house at night on the Markt.
  out['home/slide-gevel'] = {
    w: W,
    h: H,
    svg: svg(
      W,
      H,
      `<rect width="${W}" height="${H}" fill="url(#night)"/>${stars(W, 420, 90)}
      <circle cx="1320" cy="170" r="46" fill="none" stroke="${LIGHT}" stroke-width="2"/><circle cx="1340" cy="160" r="46" fill="#241a22"/>
      ${gableHouse(330, 880, 240, 330, { stroke: LIGHT, fill: '#2a1c26', windowFill: '#3b2a1a' })}
      ${gableHouse(1030, 880, 240, 360, { stroke: LIGHT, fill: '#2a1c26', windowFill: '#3b2a1a' })}
      ${gableHouse(610, 880, 380, 470, { stroke: LIGHT, fill: '#341f2a', windowFill: '#b8954a', year: '1504', steps: 6 })}
      ${cobbles(W, 880, 120, LIGHT, 0.25)}
      <line x1="0" y1="880" x2="${W}" y2="880" stroke="${LIGHT}" stroke-width="2"/>`,
      { ground: '#1b1420', dark: true },
    ),
  };

  // 2. The cellar: barrels under vaults.
  let barrels = '';
  for (let i = 0; i < 5; i++) {
    const cx = 260 + i * 270;
    barrels += `<ellipse cx="${cx}" cy="700" rx="120" ry="130" fill="#2f1d24" stroke="${LIGHT}" stroke-width="2.2"/>
      <ellipse cx="${cx}" cy="700" rx="86" ry="94" fill="none" stroke="${LIGHT}" stroke-width="1.4"/>
      <ellipse cx="${cx}" cy="700" rx="120" ry="130" fill="url(#hatch)" opacity="0.4"/>
      <circle cx="${cx}" cy="700" r="10" fill="none" stroke="${GOLD}" stroke-width="2"/>`;
  }
  let vaults = '';
  for (let i = 0; i < 4; i++) {
    const x = i * 420 - 30;
    vaults += `<path d="M${x},560 Q${x + 210},140 ${x + 420},560" fill="none" stroke="${LIGHT}" stroke-width="2"/>
      <path d="M${x + 20},560 Q${x + 210},180 ${x + 400},560" fill="none" stroke="${LIGHT}" stroke-width="1" stroke-opacity="0.5"/>`;
  }
  out['home/slide-kelder'] = {
    w: W,
    h: H,
    svg: svg(
      W,
      H,
      `<rect width="${W}" height="${H}" fill="url(#night)"/>${vaults}${barrels}
      ${lines(0, 840, W, 160, 9, LIGHT, 0.2)}<line x1="0" y1="830" x2="${W}" y2="830" stroke="${LIGHT}" stroke-width="2"/>
      <circle cx="800" cy="300" r="18" fill="${GOLD}" opacity="0.8"/><path d="M800,250 v32" stroke="${LIGHT}" stroke-width="2"/>`,
      { ground: '#1b1420', dark: true },
    ),
  };

  // 3. Two glasses raised: inspiration.
  out['home/slide-glazen'] = {
    w: W,
    h: H,
    svg: svg(
      W,
      H,
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>
      <g transform="rotate(-8 700 640)">${glass(700, 900, 560, TYPE_FILL.rood, { stroke: LIGHT, level: 0.5 })}</g>
      <g transform="rotate(8 900 640)">${glass(900, 900, 560, TYPE_FILL.wit, { stroke: LIGHT, level: 0.5 })}</g>
      <path d="M770,330 l30,-40 M800,320 l0,-52 M830,330 l-30,-40" stroke="${LIGHT}" stroke-width="2.4" stroke-linecap="round"/>
      ${lines(0, 900, W, 100, 8, LIGHT, 0.25)}`,
      { ground: '#2b1a24', dark: true },
    ),
  };

  // 4. The Flemish Ardennes at dusk.
  out['home/slide-ardennen'] = {
    w: W,
    h: H,
    svg: svg(
      W,
      H,
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>
      <circle cx="1180" cy="420" r="70" fill="${GOLD}" opacity="0.55"/>
      ${hills(
        W,
        1000,
        [
          { y: 560, amp: 40, freq: 170, phase: 0.4 },
          { y: 660, amp: 55, freq: 210, phase: 1.7 },
          { y: 790, amp: 45, freq: 150, phase: 2.9 },
        ],
        LIGHT,
        { dark: true },
      )}
      ${vineRows(160, 700, 520, 6, LIGHT)}${tower(980, 640, 36, 120, LIGHT)}${tower(1070, 650, 26, 70, LIGHT)}`,
      { ground: '#2b1a24', dark: true },
    ),
  };

  // 5. The table set with the menu card.
  out['home/slide-menukaart'] = {
    w: W,
    h: H,
    svg: svg(
      W,
      H,
      `<rect width="${W}" height="${H}" fill="url(#night)"/>
      <path d="M0,760 L${W},760 L${W},${H} L0,${H} Z" fill="#2f1d24" stroke="${LIGHT}" stroke-width="2"/>${lines(0, 770, W, 230, 10, LIGHT, 0.18)}
      <g transform="rotate(-6 560 560)"><rect x="420" y="330" width="300" height="420" fill="${PARCHMENT}" stroke="${LIGHT}" stroke-width="2"/>
      <text x="570" y="410" text-anchor="middle" ${lettering(34)} fill="${WINE}">1504</text>
      <text x="570" y="450" text-anchor="middle" font-style="italic" ${lettering(22)} fill="${INK}">Menukaart</text>
      ${lines(460, 490, 220, 220, 22, INK, 0.45)}</g>
      ${bottle(900, 760, 480, TYPE_FILL.rood, { stroke: LIGHT })}${glass(1100, 760, 260, TYPE_FILL.rood, { stroke: LIGHT })}
      <path d="M1260,760 v-230 M1240,530 h40 M1260,530 q-14,-30 0,-56 q14,26 0,56" fill="none" stroke="${LIGHT}" stroke-width="2"/>
      <path d="M1260,474 q-8,-18 0,-30 q8,12 0,30" fill="${GOLD}"/>`,
      { ground: '#1b1420', dark: true },
    ),
  };

  // Wine and music: a cello beside a glass.
  out['home/muziek'] = {
    w: 1200,
    h: 900,
    svg: svg(
      1200,
      900,
      `${lines(0, 760, 1200, 140, 7, INK, 0.16)}<line x1="60" y1="760" x2="1140" y2="760" stroke="${INK}" stroke-width="1.6"/>
      <g transform="rotate(-12 480 480)">
        <path d="M480,180 C380,190 360,300 410,360 C350,410 330,560 420,650 C460,700 500,700 540,650 C630,560 610,410 550,360 C600,300 580,190 480,180 Z" fill="#a0522d" stroke="${INK}" stroke-width="2.4"/>
        <path d="M480,180 C380,190 360,300 410,360 C350,410 330,560 420,650 C460,700 500,700 540,650 C630,560 610,410 550,360 C600,300 580,190 480,180 Z" fill="url(#hatch)" opacity="0.5"/>
        <path d="M440,420 q-12,30 0,60 M520,420 q12,30 0,60" fill="none" stroke="${INK}" stroke-width="2.4"/>
        <rect x="470" y="40" width="20" height="380" fill="#2a2224"/><path d="M465,40 q15,-40 30,0" fill="none" stroke="${INK}" stroke-width="3"/>
        <path d="M460,560 h40" stroke="${INK}" stroke-width="5"/>
        <path d="M474,60 V560 M480,60 V560 M486,60 V560" stroke="${PARCHMENT}" stroke-width="0.8"/>
      </g>
      ${glass(820, 760, 300, TYPE_FILL.rood)}
      <path d="M900,260 q30,-20 40,10 M940,270 v-80 l40,-10 v70" fill="none" stroke="${INK}" stroke-width="2.2"/>
      <circle cx="930" cy="272" r="12" fill="${INK}"/><circle cx="970" cy="262" r="12" fill="${INK}"/>`,
    ),
  };

  // Magical stories: the Markt at dawn with the town hall.
  out['home/verhalen'] = {
    w: 1200,
    h: 900,
    svg: svg(
      1200,
      900,
      `<circle cx="600" cy="360" r="260" fill="none" stroke="${GOLD}" stroke-width="1.5"/>
      ${tower(560, 700, 80, 260, INK)}
      <path d="M380,700 V520 H820 V700" fill="none" stroke="${INK}" stroke-width="2.2"/>
      ${Array.from({ length: 7 }, (_, i) => `<path d="M${400 + i * 58},690 v-70 q19,-26 38,0 v70" fill="none" stroke="${INK}" stroke-width="1.6"/>`).join('')}
      ${Array.from({ length: 7 }, (_, i) => `<rect x="${404 + i * 58}" y="540" width="30" height="46" fill="none" stroke="${INK}" stroke-width="1.4"/>`).join('')}
      <path d="M380,520 h440" stroke="${INK}" stroke-width="2"/>
      ${gableHouse(150, 700, 150, 190, {})}${gableHouse(900, 700, 150, 210, {})}
      ${cobbles(1200, 700, 200, INK, 0.3)}<line x1="0" y1="700" x2="1200" y2="700" stroke="${INK}" stroke-width="2"/>`,
    ),
  };

  // The house by day: the Locus Lex section and the heritage landing.
  out['home/huis'] = {
    w: 1200,
    h: 1000,
    svg: svg(
      1200,
      1000,
      `${gableHouse(170, 880, 200, 300, {})}${gableHouse(830, 880, 200, 320, {})}
      ${gableHouse(390, 880, 420, 480, { year: '1504', steps: 6, windowFill: '#efe6c4' })}
      <path d="M600,880 v-30" stroke="${INK}"/>${cobbles(1200, 880, 120, INK, 0.3)}
      <line x1="0" y1="880" x2="1200" y2="880" stroke="${INK}" stroke-width="2"/>
      <path d="M80,150 q40,-30 80,0 q40,-30 80,0" fill="none" stroke="${INK}" stroke-width="1.4"/>
      <path d="M960,110 q30,-22 60,0 q30,-22 60,0" fill="none" stroke="${INK}" stroke-width="1.4"/>`,
    ),
  };

  // The Flemish Ardennes by day: Oudenaarde in its hills.
  out['home/ardennen'] = {
    w: 1600,
    h: 900,
    svg: svg(
      1600,
      900,
      `<circle cx="1250" cy="230" r="70" fill="none" stroke="${GOLD}" stroke-width="2"/>
      ${hills(
        1600,
        900,
        [
          { y: 460, amp: 40, freq: 180, phase: 0.2 },
          { y: 570, amp: 50, freq: 220, phase: 1.5 },
          { y: 700, amp: 40, freq: 160, phase: 2.6 },
        ],
        INK,
      )}
      ${vineRows(120, 610, 560, 6, INK)}${vineRows(980, 660, 480, 5, INK)}
      ${tower(760, 560, 40, 130, INK)}${tower(860, 570, 28, 80, INK)}
      <path d="M0,820 C300,780 520,860 800,820 S1300,780 1600,830" fill="none" stroke="${WINE}" stroke-width="3"/>
      <text x="800" y="880" text-anchor="middle" font-style="italic" ${lettering(28)} fill="${INK}">de Schelde</text>`,
    ),
  };

  // Margaretha van Parma: a portrait medallion and Oudenaarde tapestry.
  out['home/margaretha-portret'] = {
    w: 900,
    h: 1100,
    svg: svg(
      900,
      1100,
      `<ellipse cx="450" cy="520" rx="330" ry="420" fill="none" stroke="${GOLD}" stroke-width="4"/>
      <ellipse cx="450" cy="520" rx="300" ry="390" fill="none" stroke="${INK}" stroke-width="1.6"/>
      <path d="M450,250 c-80,0 -120,70 -118,150 c2,70 30,130 58,160 c-40,30 -140,60 -190,150 c-30,60 -40,120 -40,160 h580 c0,-40 -10,-100 -40,-160 c-50,-90 -150,-120 -190,-150 c28,-30 56,-90 58,-160 c2,-80 -38,-150 -118,-150 z" fill="#e9dfcc" stroke="${INK}" stroke-width="2.4"/>
      <path d="M450,250 c-80,0 -120,70 -118,150 c2,70 30,130 58,160 c-40,30 -140,60 -190,150 c-30,60 -40,120 -40,160 h580 c0,-40 -10,-100 -40,-160 c-50,-90 -150,-120 -190,-150 c28,-30 56,-90 58,-160 c2,-80 -38,-150 -118,-150 z" fill="url(#hatch)" opacity="0.45"/>
      <path d="M330,380 c20,-120 220,-120 240,0 c-30,-50 -210,-50 -240,0 z" fill="${INK}" opacity="0.8"/>
      <path d="M300,700 q150,60 300,0 M320,740 q130,50 260,0" fill="none" stroke="${INK}" stroke-width="1.6"/>
      ${Array.from({ length: 9 }, (_, i) => `<circle cx="${370 + i * 20}" cy="${690 + Math.sin((i / 8) * Math.PI) * 26}" r="6" fill="${PARCHMENT}" stroke="${INK}" stroke-width="1.2"/>`).join('')}
      <path d="M380,240 l20,-40 20,30 30,-45 30,45 20,-30 20,40 z" fill="${GOLD}" stroke="${INK}" stroke-width="1.6"/>
      <text x="450" y="1020" text-anchor="middle" ${lettering(40)} fill="${INK}">Margaretha van Parma</text>
      <text x="450" y="1064" text-anchor="middle" font-style="italic" ${lettering(28)} fill="${INK}">Oudenaarde 1522 – Ortona 1586</text>`,
    ),
  };
  out['home/margaretha-wandtapijt'] = {
    w: 900,
    h: 1100,
    svg: svg(
      900,
      1100,
      `<rect x="90" y="90" width="720" height="860" fill="#e9dfcc" stroke="${INK}" stroke-width="3"/>
      <rect x="120" y="120" width="660" height="800" fill="none" stroke="${GOLD}" stroke-width="3"/>
      ${Array.from({ length: 16 }, (_, i) => `<path d="M${140 + i * 40},120 q20,-24 40,0" fill="none" stroke="${WINE}" stroke-width="2"/>`).join('')}
      ${hills(
        900,
        920,
        [
          { y: 700, amp: 30, freq: 90, phase: 1 },
          { y: 790, amp: 26, freq: 70, phase: 2 },
        ],
        INK,
      ).replace(/width="1.6"/g, 'width="1.2"')}
      <path d="M250,700 c0,-120 60,-200 60,-260 c40,40 50,120 30,200 M320,440 c40,-60 120,-60 150,-10 c-60,-10 -110,10 -150,10" fill="none" stroke="${INK}" stroke-width="2"/>
      <path d="M560,690 c-20,-80 10,-140 60,-180 c20,50 10,110 -30,170" fill="#8c3344" stroke="${INK}" stroke-width="2"/>
      ${[
        [300, 330],
        [600, 280],
        [450, 220],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x},${y} q20,-30 40,0 q-20,30 -40,0" fill="${GOLD}" stroke="${INK}" stroke-width="1.4"/>`,
        )
        .join('')}
      <rect x="0" y="0" width="900" height="1100" fill="url(#hatch2)" opacity="0.25"/>
      <text x="450" y="1020" text-anchor="middle" font-style="italic" ${lettering(32)} fill="${INK}">Oudenaardse verdure, 16de eeuw</text>`,
    ),
  };

  // Heritage timeline.
  out['erfgoed/1504'] = {
    w: 800,
    h: 800,
    svg: svg(
      800,
      800,
      `<circle cx="400" cy="400" r="320" fill="none" stroke="${GOLD}" stroke-width="3"/>
      ${gableHouse(250, 620, 300, 200, { year: '1504', steps: 5 })}
      <path d="M150,660 l160,-160 M140,650 l30,30 M300,500 l40,-20 l-20,40 z" fill="none" stroke="${INK}" stroke-width="3"/>
      <path d="M560,660 l60,-200 l60,200 M590,560 h60" fill="none" stroke="${INK}" stroke-width="3"/>
      <circle cx="620" cy="455" r="10" fill="none" stroke="${INK}" stroke-width="3"/>
      <line x1="120" y1="660" x2="680" y2="660" stroke="${INK}" stroke-width="2"/>`,
    ),
  };
  out['erfgoed/1750'] = {
    w: 800,
    h: 800,
    svg: svg(
      800,
      800,
      `<circle cx="400" cy="400" r="320" fill="none" stroke="${GOLD}" stroke-width="3"/>
      <path d="M400,200 v360 M300,240 h200 M300,240 l-60,140 h120 z M500,240 l-60,140 h120 z" fill="none" stroke="${INK}" stroke-width="3"/>
      <path d="M240,380 q60,40 120,0 M440,380 q60,40 120,0" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>
      <path d="M320,560 h160 l20,60 h-200 z" fill="#e9dfcc" stroke="${INK}" stroke-width="3"/>
      <path d="M180,640 h220 v-30 c-60,-20 -160,-20 -220,0 z M400,640 h220 v-30 c-60,-20 -160,-20 -220,0 z" fill="${PARCHMENT}" stroke="${INK}" stroke-width="2.4"/>
      <path d="M560,600 c40,-120 100,-200 140,-240 c-20,60 -60,150 -130,240" fill="none" stroke="${INK}" stroke-width="2.4"/>`,
    ),
  };
  out['erfgoed/1781'] = {
    w: 800,
    h: 800,
    svg: svg(
      800,
      800,
      `<circle cx="400" cy="400" r="320" fill="none" stroke="${GOLD}" stroke-width="3"/>
      <path d="M240,520 l-20,-200 90,90 90,-150 90,150 90,-90 -20,200 z" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>
      <path d="M240,520 l-20,-200 90,90 90,-150 90,150 90,-90 -20,200 z" fill="url(#hatch)" opacity="0.5"/>
      <rect x="230" y="520" width="340" height="50" fill="${WINE}" stroke="${INK}" stroke-width="3"/>
      ${[280, 340, 400, 460, 520].map((x) => `<circle cx="${x}" cy="545" r="10" fill="${PARCHMENT}" stroke="${INK}" stroke-width="2"/>`).join('')}
      <circle cx="400" cy="250" r="18" fill="${PARCHMENT}" stroke="${INK}" stroke-width="3"/><path d="M400,200 v-40 M380,180 h40" stroke="${INK}" stroke-width="4"/>
      <text x="400" y="650" text-anchor="middle" font-style="italic" ${lettering(34)} fill="${INK}">Jozef II</text>`,
    ),
  };
  out['erfgoed/1802'] = {
    w: 800,
    h: 800,
    svg: svg(
      800,
      800,
      `<circle cx="400" cy="400" r="320" fill="none" stroke="${GOLD}" stroke-width="3"/>
      <path d="M160,470 C220,300 580,300 640,470 C560,430 240,430 160,470 z" fill="${INK}" stroke="${INK}" stroke-width="3"/>
      <path d="M160,470 C240,520 560,520 640,470" fill="none" stroke="${INK}" stroke-width="3"/>
      <circle cx="470" cy="390" r="26" fill="none" stroke="${GOLD}" stroke-width="6"/><circle cx="470" cy="390" r="12" fill="${WINE}"/>
      <path d="M300,600 l100,-40 100,40 M400,560 v80" fill="none" stroke="${INK}" stroke-width="3"/>
      <text x="400" y="680" text-anchor="middle" font-style="italic" ${lettering(34)} fill="${INK}">Napoleon Bonaparte</text>`,
    ),
  };

  // Contact: the Markt of Oudenaarde drawn as a map.
  out['contact/kaart'] = {
    w: 1200,
    h: 900,
    svg: svg(
      1200,
      900,
      `${lines(0, 0, 1200, 900, 24, INK, 0.06)}
      <path d="M0,720 C260,680 420,780 640,740 S1000,660 1200,700 L1200,780 C1000,740 860,820 640,820 S240,760 0,800 Z" fill="#cfd8d0" stroke="${INK}" stroke-width="2"/>
      <text x="900" y="760" font-style="italic" ${lettering(30)} fill="${INK}">Schelde</text>
      <rect x="380" y="260" width="440" height="300" fill="#efe6c4" stroke="${INK}" stroke-width="3"/>
      <text x="600" y="420" text-anchor="middle" ${lettering(40)} letter-spacing="6" fill="${INK}">MARKT</text>
      <rect x="470" y="290" width="160" height="70" fill="none" stroke="${INK}" stroke-width="2"/><text x="550" y="332" text-anchor="middle" ${lettering(18)} fill="${INK}">Stadhuis</text>
      ${['M0,410 H380', 'M820,410 H1200', 'M600,0 V260', 'M600,560 V720', 'M200,0 L420,260', 'M1000,0 L800,260'].map((d) => `<path d="${d}" stroke="${INK}" stroke-width="22" stroke-opacity="0.12"/><path d="${d}" stroke="${INK}" stroke-width="2" fill="none"/>`).join('')}
      <g transform="translate(770 500)"><path d="M0,0 c-30,-40 -40,-60 -40,-80 a40,40 0 0 1 80,0 c0,20 -10,40 -40,80 z" fill="${WINE}" stroke="${INK}" stroke-width="2"/><circle cx="0" cy="-80" r="14" fill="${PARCHMENT}"/></g>
      <text x="770" y="545" text-anchor="middle" ${lettering(24)} fill="${INK}">Markt 37</text>
      <g transform="translate(1080 120)"><circle r="50" fill="none" stroke="${INK}" stroke-width="1.5"/><path d="M0,-60 L10,0 L0,60 L-10,0 Z" fill="${INK}"/><text y="-70" text-anchor="middle" ${lettering(22)} fill="${INK}">N</text></g>`,
    ),
  };

  // Vrije Geesten: three alcohol-free bottles.
  out['vrije-geesten/flessen'] = {
    w: 1200,
    h: 900,
    svg: svg(
      1200,
      900,
      `${lines(0, 740, 1200, 160, 7, INK, 0.16)}<line x1="80" y1="740" x2="1120" y2="740" stroke="${INK}" stroke-width="1.6"/>
      ${bottle(380, 740, 520, TYPE_FILL.rose, { foil: '#3f7f6e' })}${bottle(600, 740, 560, TYPE_FILL.rood, { foil: '#3f7f6e' })}${bottle(820, 740, 520, TYPE_FILL.mousserend, { foil: '#3f7f6e' })}
      ${bubbles(820, 360, 700, 80, 5)}
      <text x="600" y="830" text-anchor="middle" font-style="italic" ${lettering(34)} fill="${INK}">0,0 %</text>`,
    ),
  };
  return out;
}
