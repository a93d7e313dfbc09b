import { fireEvent, render, screen } from '@testing-library/react';

import { Dropdown } from '@/components/wines/dropdown';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const options = [
  { name: 'Rood', count: 16, selected: false, href: '/wijnen?type=Rood' },
  { name: 'Wit', count: 12, selected: true, href: '/wijnen' },
];

describe('a filter option', () => {
  beforeEach(() => push.mockClear());

  it('is a real link, and a plain click shows its view in the page, keeping the scroll', () => {
    render(<Dropdown label="Type wijn" options={options} />);
    const rood = screen.getByRole('link', { name: /^Rood/ });
    expect(rood).toHaveAttribute('href', '/wijnen?type=Rood');
    expect(rood).toHaveAttribute('rel', 'nofollow');
    const followed = fireEvent.click(rood);
    expect(followed).toBe(false);
    expect(push).toHaveBeenCalledWith('/wijnen?type=Rood', { scroll: false });
  });

  it('clicked with a modifier key or the middle button is left to the browser (a new tab)', () => {
    render(<Dropdown label="Type wijn" options={options} />);
    const rood = screen.getByRole('link', { name: /^Rood/ });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect([init, fireEvent.click(rood, init)]).toEqual([init, true]);
    expect(push).not.toHaveBeenCalled();
  });

  it('says which option is chosen and how many wines each chooses', () => {
    render(<Dropdown label="Type wijn" options={options} />);
    expect(screen.getByRole('link', { name: /^Wit/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /^Rood/ })).toHaveAccessibleName(/16 wijnen/);
    expect(screen.getByRole('button', { name: /Type wijn/ })).toHaveTextContent('1 gekozen');
  });
});
