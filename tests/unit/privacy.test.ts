/** @jest-environment node */
import { PRIVACY_EFFECTIVE, privacySections } from '@/lib/content/privacy';
import { dateInWords } from '@/lib/text';
import { getSiteConfig } from '@/lib/site-config';

describe('the privacy page', () => {
  it('writes its dates in words with day and month on one line, on a server in any zone', () => {
    // The suite runs on Pacific time (jest.config.js), where midnight UTC is the day before.
    expect(dateInWords(PRIVACY_EFFECTIVE, 'long')).toBe('14\u00a0oktober 2024');
    expect(dateInWords('2031-05-01', 'long')).toBe('1\u00a0mei 2031');
  });

  it('has eleven sections, the last naming the date it is in force from as a date', () => {
    const sections = privacySections(getSiteConfig());
    expect(sections).toHaveLength(11);
    expect(sections.at(-1)?.paragraphs[0]).toContainEqual({ date: '2024-10-14' });
  });
});
