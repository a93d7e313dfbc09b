import { SHARE_CARD_SIZE, SITE_CARD_ALT } from '@/lib/seo';
import { NIGHT, PALETTE } from '@/lib/palette';
import { CARD_FRAME, shareCard } from '@/lib/share-card';

export const alt = SITE_CARD_ALT;
export const size = SHARE_CARD_SIZE;
export const contentType = 'image/png';

/** The share card: generated at build time with the self-hosted display face, no network. */
export default async function OpengraphImage() {
  return shareCard(
    <div
      style={{
        ...CARD_FRAME,
        flexDirection: 'column',
        justifyContent: 'center',
        background: `linear-gradient(180deg, ${NIGHT} 0%, ${PALETTE.wineDark} 100%)`,
        color: PALETTE.parchment,
      }}
    >
      <div style={{ fontSize: 40, letterSpacing: 24, color: PALETTE.gold }}>1504</div>
      <div style={{ fontSize: 132, lineHeight: 1 }}>Locus Lex</div>
      <div style={{ width: 360, height: 2, background: PALETTE.gold, margin: '28px 0' }} />
      <div style={{ fontSize: 40 }}>Wijnbar · Eventruimte · Wijnclub</div>
      <div style={{ fontSize: 30, marginTop: 12, color: PALETTE.parchmentDark }}>
        Markt 37, Oudenaarde
      </div>
    </div>,
  );
}
