import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { KeyAccordion } from '@/components/content/key-accordion';
import messages from '@/messages/nl.json';

const CLUB_KEYS = Object.entries(messages.ClubKeys).map(([number, key]) => ({
  number: Number(number),
  ...key,
}));

describe('KeyAccordion', () => {
  it('lists the seven keys in order, all closed', () => {
    const { container } = render(<KeyAccordion keys={CLUB_KEYS} />);
    expect(CLUB_KEYS.map((k) => k.name)).toEqual([
      'Gulzigheid',
      'Beheersing',
      'Geduld',
      'Jaloezie',
      'Eten',
      'Trots',
      'Begeerte',
    ]);
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(7);
    items.forEach((d) => expect(d).not.toHaveAttribute('open'));
  });

  it('opens and closes each key on its own line, independently, by clicking its line (keyboard: tests/e2e)', async () => {
    const user = userEvent.setup();
    const { container } = render(<KeyAccordion keys={CLUB_KEYS} />);
    const details = [...container.querySelectorAll('details')];
    await user.click(screen.getByText('Geduld'));
    expect(details[2]).toHaveAttribute('open');
    await user.click(screen.getByText('Trots'));
    expect(details[2]).toHaveAttribute('open');
    expect(details[5]).toHaveAttribute('open');
    await user.click(screen.getByText('Geduld'));
    expect(details[2]).not.toHaveAttribute('open');
    expect(details[5]).toHaveAttribute('open');
  });
});
