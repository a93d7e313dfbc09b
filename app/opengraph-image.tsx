import { SHARE_CARD_SIZE, SITE_CARD_ALT } from '@/lib/seo';
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
        background: 'linear-gradient(180deg, #1b1420 0%, #4a1320 100%)',
        color: '#f6f0e4',
      }}
    >
      <div style={{ fontSize: 40, letterSpacing: 24, color: '#b8954a' }}>1504</div>
      <div style={{ fontSize: 132, lineHeight: 1 }}>Locus Lex</div>
      <div style={{ width: 360, height: 2, background: '#b8954a', margin: '28px 0' }} />
      <div style={{ fontSize: 40 }}>Wijnbar · Eventruimte · Wijnclub</div>
      <div style={{ fontSize: 30, marginTop: 12, color: '#eadfca' }}>Markt 37, Oudenaarde</div>
    </div>,
  );
}
