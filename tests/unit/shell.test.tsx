import { render, screen, within } from '@testing-library/react';

import { NEW_TAB } from '@/components/content/new-tab-link';
import { BannerAction } from '@/components/layout/banner-action';
import { Footer } from '@/components/layout/footer';
import { headerModeFor } from '@/lib/routes';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('the shell follows the path', () => {
  it('gives the home page and the club page a white header, every other page a black one', () => {
    expect(headerModeFor('/')).toBe('white');
    expect(headerModeFor('/club')).toBe('white');
    for (const path of [
      '/club/registreer',
      '/wijnen',
      '/wijnen/De%20Koele%20Giraf',
      '/erfgoed',
      '/event',
      '/iets-anders',
    ]) {
      expect(headerModeFor(path)).toBe('black');
    }
  });

  it("shows 'Registreer' in the club banner on /club and 'Meer info' elsewhere", () => {
    pathname = '/club';
    const { unmount } = render(<BannerAction />);
    expect(screen.getByRole('link', { name: 'Registreer' })).toHaveAttribute(
      'href',
      '/club/registreer',
    );
    unmount();
    pathname = '/event';
    render(<BannerAction />);
    expect(screen.getByRole('link', { name: 'Meer info' })).toHaveAttribute('href', '/club');
    expect(screen.queryByRole('link', { name: 'Registreer' })).toBeNull();
  });
});

describe('the footer’s social icons (only configured ones)', () => {
  const saved = process.env;
  afterEach(() => {
    process.env = saved;
  });
  const social = () => within(screen.getByRole('list', { name: 'Volg ons' }));

  it('shows each configured profile as a link that opens a new tab and says so', () => {
    process.env = {
      ...saved,
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/locuslex',
      SOCIAL_INSTAGRAM_URL: ' https://www.instagram.com/locuslex ',
    };
    render(<Footer />);
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/locuslex'],
      ['Instagram', 'https://www.instagram.com/locuslex'],
    ]) {
      const link = social().getByRole('link', { name: `${name}${NEW_TAB}` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out a profile that is not configured, or configured blank, and keeps the hotel', () => {
    process.env = { ...saved, SOCIAL_FACEBOOK_URL: '   ' };
    delete process.env.SOCIAL_INSTAGRAM_URL;
    render(<Footer />);
    expect(social().getAllByRole('link')).toHaveLength(1);
    expect(social().getByRole('link', { name: /Hotel-restaurant De Markt/ })).toBeVisible();
    expect(document.querySelector('footer a[href=""]')).toBeNull();
  });
});
