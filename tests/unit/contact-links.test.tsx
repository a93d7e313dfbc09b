import { render, screen } from '@testing-library/react';

import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';

describe('the links that reach the venue', () => {
  it('dials a phone number that never breaks over two lines', () => {
    render(<PhoneLink number="+32 55 00 00 00" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'tel:+3255000000');
    // Every space non-breaking: the number moves to the next line whole, or not at all.
    expect(link.textContent).toBe('+32\u00a055\u00a000\u00a000\u00a000');
  });

  it('writes to an address that may wrap only after its @', () => {
    render(<MailLink address="info@locuslex.example" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'mailto:info@locuslex.example');
    expect(link.innerHTML).toBe('info@<wbr>locuslex.example');
  });
});
