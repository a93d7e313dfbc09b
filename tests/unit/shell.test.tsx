import { screen, within } from '@testing-library/react';

import { BannerAction } from '@/components/layout/banner-action';
import { Footer } from '@/components/layout/footer';
import { headerModeFor } from '@/lib/routes';

import { renderDutch } from '../support/intl';

let pathname = '/';
let locale: string | undefined;
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useParams: () => ({ locale }),
}));

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
    const { unmount } = renderDutch(
      <BannerAction labels={{ register: 'Registreer', more: 'Meer info' }} />,
    );
    expect(screen.getByRole('link', { name: 'Registreer' })).toHaveAttribute(
      'href',
      '/club/registreer',
    );
    unmount();
    pathname = '/event';
    renderDutch(<BannerAction labels={{ register: 'Registreer', more: 'Meer info' }} />);
    expect(screen.getByRole('link', { name: 'Meer info' })).toHaveAttribute('href', '/club');
    expect(screen.queryByRole('link', { name: 'Registreer' })).toBeNull();
  });

  it('leads to the pages in the language of the page it is on', () => {
    [pathname, locale] = ['/fr/club', 'fr'];
    renderDutch(<BannerAction labels={{ register: 'Inscription', more: 'En savoir plus' }} />);
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute(
      'href',
      '/fr/club/inscription',
    );
    [pathname, locale] = ['/', undefined];
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
    renderDutch(<Footer />);
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/locuslex'],
      ['Instagram', 'https://www.instagram.com/locuslex'],
    ]) {
      const link = social().getByRole('link', {
        name: `${name}${' (opent in een nieuw tabblad)'}`,
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out a profile that is not configured, or configured blank, and keeps the hotel', () => {
    process.env = { ...saved, SOCIAL_FACEBOOK_URL: '   ' };
    delete process.env.SOCIAL_INSTAGRAM_URL;
    renderDutch(<Footer />);
    expect(social().getAllByRole('link')).toHaveLength(1);
    expect(social().getByRole('link', { name: /Hotel-restaurant De Markt/ })).toBeVisible();
    expect(document.querySelector('footer a[href=""]')).toBeNull();
  });
});
