import { render, screen } from '@testing-library/react';

import { BannerAction } from '@/components/layout/banner-action';
import { headerModeFor } from '@/lib/routes';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('the shell follows the path (spec §2)', () => {
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
