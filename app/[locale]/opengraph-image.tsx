import type { Locale } from '@/i18n/routing';
import { getTranslator } from '@/lib/messages';
import { SHARE_CARD_SIZE } from '@/lib/seo';
import { NIGHT, PALETTE } from '@/lib/palette';
import { CARD_FRAME, shareCard } from '@/lib/share-card';

// The Dutch card's words; each page names its language's card with its own (lib/i18n-metadata).
export const alt = getTranslator('nl', 'ShareCards')('siteAlt');
export const size = SHARE_CARD_SIZE;
export const contentType = 'image/png';

type Props = { params: Promise<{ locale: Locale }> };

export default async function OpengraphImage({ params }: Props) {
  const t = getTranslator((await params).locale, 'ShareCards');
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
      <div style={{ fontSize: 40 }}>{t('siteTagline')}</div>
      <div style={{ fontSize: 30, marginTop: 12, color: PALETTE.parchmentDark }}>
        Markt 37, Oudenaarde
      </div>
    </div>,
  );
}
