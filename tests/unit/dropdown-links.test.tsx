import { fireEvent, screen } from '@testing-library/react';

import { Dropdown } from '@/app/[locale]/wijnen/_components/dropdown';

import { renderDutch } from '../support/intl';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), useParams: () => ({}) }));

const options = [
  { name: 'Rood', shown: 'Rood', count: 16, selected: false, href: '/wijnen/type/Rood' },
  { name: 'Wit', shown: 'Wit', count: 12, selected: true, href: '/wijnen' },
];
const words = {
  nav: 'Filter de wijnen',
  wines: { one: 'wijn', other: 'wijnen' },
  chosen: { one: 'gekozen', other: 'gekozen' },
  selected: '(gekozen, klik om te wissen)',
};

describe('a filter option', () => {
  beforeEach(() => push.mockClear());

  it('is a real link, and a plain click shows its view in the page, keeping the scroll', () => {
    renderDutch(<Dropdown label="Type wijn" options={options} words={words} />);
    const rood = screen.getByRole('link', { name: /^Rood/ });
    expect(rood).toHaveAttribute('href', '/wijnen/type/Rood');
    expect(rood).toHaveAttribute('rel', 'nofollow');
    const followed = fireEvent.click(rood);
    expect(followed).toBe(false);
    expect(push).toHaveBeenCalledWith('/wijnen/type/Rood', { scroll: false });
  });

  it('clicked with a modifier key or the middle button is left to the browser (a new tab)', () => {
    renderDutch(<Dropdown label="Type wijn" options={options} words={words} />);
    const rood = screen.getByRole('link', { name: /^Rood/ });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect([init, fireEvent.click(rood, init)]).toEqual([init, true]);
    expect(push).not.toHaveBeenCalled();
  });

  it('says which option is chosen and how many wines each chooses', () => {
    renderDutch(<Dropdown label="Type wijn" options={options} words={words} />);
    expect(screen.getByRole('link', { name: /^Wit/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /^Rood/ })).toHaveAccessibleName(/16 wijnen/);
    expect(screen.getByRole('button', { name: /Type wijn/ })).toHaveTextContent('1 gekozen');
  });
});
