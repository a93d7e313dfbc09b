import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as renderMarkup } from 'react-dom/server';

import { ANNOUNCER_ID } from '@/lib/content/navigation';
import { HONEYPOT, LIMITS } from '@/lib/forms/constants';
import type { FormState } from '@/lib/forms/values';
import type { FieldErrors } from '@/lib/forms/values';
import { readForm } from '@/lib/forms/values';

// The server actions are replaced by stand-ins that answer like the real ones.
const clubSend = jest.fn<Promise<FormState>, [FormState, FormData]>();
const eventSend = jest.fn<Promise<FormState>, [FormState, FormData]>();
jest.mock('@/lib/forms/actions', () => ({
  clubAction: (...a: [FormState, FormData]) => clubSend(...a),
  eventAction: (...a: [FormState, FormData]) => eventSend(...a),
}));

import { ClubForm } from '@/components/forms/club-form';
import { EventForm } from '@/components/forms/event-form';
import { Answer, DateField, TextField } from '@/components/forms/fields';

import messages from '@/messages/nl.json';

import { FormCard } from '@/components/forms/form-card';

import { renderDutch, withDutch } from '../support/intl';

const EMAIL = 'info@locuslex.example';
const dutch = createTranslator({ locale: 'nl', messages, namespace: 'Forms' });
const CLUB_THANKS = dutch('clubThanks');
const EVENT_THANKS = dutch('eventThanks');
/** As a Dutch form page renders its form: with the form's words. */
const inCard = (ui: ReactElement) => (
  <FormCard locale="nl" page="/event" ask="Vraag aan">
    {ui}
  </FormCard>
);
const render = (ui: ReactElement) => renderDutch(inCard(ui));
const renderToStaticMarkup = (ui: ReactElement) => renderMarkup(withDutch(inCard(ui)));

// A send that fails in the browser is logged by React as a caught error; the tests that make one
// silence it, and every test gets the real console back. What one test typed is not the next
// one's draft.
afterEach(() => {
  jest.restoreAllMocks();
});

/** The real action's refusal: its errors, and what it read. */
const refused = (fd: FormData, errors: FieldErrors): FormState => ({
  status: 'invalid',
  errors,
  values: readForm(fd),
});

const values = {
  name: 'Anna',
  phone: '',
  email: 'anna@',
  message: 'Hallo',
  date: '',
  guests: '',
  people: '',
  occasion: '',
  keysAccepted: false,
  privacyAccepted: false,
};

describe('club form', () => {
  beforeEach(() => clubSend.mockReset());

  it('shows no errors before a submit, and the keys box checked, privacy unchecked', () => {
    render(<ClubForm />);
    expect(screen.queryByText('Telefoon is verplicht.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Zeven Sleutels/)).toBeChecked();
    expect(screen.getByLabelText(/privacybeleid/)).not.toBeChecked();
    // Both open beside the form, so nothing typed is lost by reading them, and say so.
    const privacy = screen.getByRole('link', {
      name: 'privacybeleid (opent in een nieuw tabblad)',
    });
    expect(privacy).toHaveAttribute('href', '/privacy');
    const keys = screen.getByRole('link', { name: 'Zeven Sleutels (opent in een nieuw tabblad)' });
    expect(keys).toHaveAttribute('href', '/club#club-sleutels');
    for (const link of [privacy, keys]) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the errors the server returns, tied to their fields, keeping what was typed', async () => {
    clubSend.mockImplementation(async (_, fd) =>
      refused(fd, {
        phone: ['Telefoon is verplicht.'],
        keysAccepted: ['U moet de Zeven Sleutels van Locus Lex accepteren.'],
      }),
    );
    render(<ClubForm />);
    await userEvent.type(screen.getByLabelText(/Naam/), 'Anna');
    await userEvent.click(screen.getByLabelText(/Zeven Sleutels/));
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    // The field is there before the answer: wait for the answer, not for the field.
    const phone = screen.getByLabelText(/Telefoon/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Telefoon is verplicht.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('U moet de Zeven Sleutels van Locus Lex accepteren.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/Zeven Sleutels/)).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 velden vragen nog je aandacht.');
  });

  it('keeps what is typed while the form is on its way, when its answer comes', async () => {
    let answer: (state: FormState) => void = () => {};
    clubSend.mockImplementation(() => new Promise<FormState>((resolve) => (answer = resolve)));
    render(<ClubForm />);
    const name = screen.getByLabelText(/Naam/);
    await userEvent.type(name, 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(screen.getByRole('button', { name: 'Bezig met verzenden…' })).toBeDisabled();
    // A slip seen as it goes: mended before the answer comes.
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna');
    const [[, sentData]] = clubSend.mock.calls as [[FormState, FormData]];
    expect(sentData.get('name')).toBe('Ana');
    answer(refused(sentData, { phone: ['Telefoon is verplicht.'] }));
    expect(await screen.findByText('Telefoon is verplicht.')).toBeInTheDocument();
    expect(name).toHaveValue('Anna');
    expect(screen.getByRole('button', { name: 'Verzenden' })).toBeEnabled();
  });

  it('replaces the form by the welcome text after a valid submit', async () => {
    clubSend.mockResolvedValue({ status: 'success' });
    render(<ClubForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(CLUB_THANKS)).toBeInTheDocument();
    expect(CLUB_THANKS).toBe('Welkom bij de club, we nemen snel contact met je op!');
    expect(screen.queryByRole('button', { name: 'Verzenden' })).not.toBeInTheDocument();
  });

  it('keeps the club form too, its keys box as it was, each time a send gets no answer', async () => {
    clubSend.mockRejectedValue(new Error('An unexpected response was received from the server.'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ClubForm />);
    await userEvent.type(screen.getByLabelText(/Naam/), 'Anna');
    await userEvent.click(screen.getByLabelText(/Zeven Sleutels/));
    for (let attempt = 1; attempt <= 2; attempt++) {
      await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
      await waitFor(() => expect(clubSend).toHaveBeenCalledTimes(attempt));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent('niet verzonden');
      expect(screen.getByLabelText(/Naam/)).toHaveValue('Anna');
      expect(screen.getByLabelText(/Zeven Sleutels/)).not.toBeChecked();
    }
  });
});

describe('the honeypot', () => {
  it('is a field no autofill fills in, so no visitor is taken for a bot', () => {
    render(<ClubForm />);
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT}"]`)!;
    expect(trap).toHaveAttribute('autocomplete', 'off');
    // 1Password, LastPass, Bitwarden and Dashlane: each one's own way to be told.
    for (const [name, value] of [
      ['data-1p-ignore', ''],
      ['data-lpignore', 'true'],
      ['data-bwignore', ''],
      ['data-form-type', 'other'],
    ] as const)
      expect(trap).toHaveAttribute(name, value);
    // No word an autofill reads a field's name by (what a contact card or identity holds).
    expect(HONEYPOT).not.toMatch(
      /url|web|site|home|page|link|mail|name|phone|tel|mobile|fax|company|org|address|street|city|zip|post|country|user|login|pass|card|birth/i,
    );
  });
});

describe('event form', () => {
  beforeEach(() => eventSend.mockReset());

  it('has a visible 4-row message and the three optional fields', () => {
    render(<EventForm />);
    expect(screen.getByLabelText(/Bericht/)).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText(/Gewenste datum/)).toHaveAttribute('type', 'date');
    // Digits on a phone's keyboard, and what is typed is sent as typed, number or not.
    expect(screen.getByLabelText(/Aantal gasten/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/Aantal gasten/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('combobox', { name: /Soort gelegenheid/ })).toBeInTheDocument();
  });

  it('offers dates from today in Oudenaarde to three years on in the picker', () => {
    // 00:30 on 1 March 2028 in Oudenaarde, still 29 February on the test's Pacific clock.
    jest.useFakeTimers({ now: new Date('2028-02-29T23:30:00Z') });
    try {
      render(<EventForm />);
    } finally {
      jest.useRealTimers();
    }
    const date = screen.getByLabelText(/Gewenste datum/);
    expect(date).toHaveAttribute('min', '2028-03-01');
    expect(date).toHaveAttribute('max', '2031-03-01');
  });

  it('says the chosen date in Belgian Dutch words below the picker, as its description', () => {
    render(<EventForm />);
    const date = screen.getByLabelText(/Gewenste datum/);
    expect(date).not.toHaveAttribute('aria-describedby');
    // The year as a picker holds it while its digits are typed: no day anyone means, no words.
    for (const year of ['0002', '0020', '0203']) {
      fireEvent.change(date, { target: { value: `${year}-05-17` } });
      expect(date).not.toHaveAttribute('aria-describedby');
    }
    fireEvent.change(date, { target: { value: '2031-05-17' } });
    expect(date).toHaveAccessibleDescription('zaterdag 17\u00a0mei 2031');
    const words = screen.getByText('zaterdag 17 mei 2031');
    expect(words).toHaveAttribute('aria-live', 'polite');
    fireEvent.change(date, { target: { value: '' } });
    expect(words).toBeEmptyDOMElement();
    expect(date).not.toHaveAttribute('aria-describedby');
  });

  it('brings back a refused date that is no day without words, and without failing', () => {
    // A post without a picker (an old browser, JavaScript off) can send any text; the page that
    // answers it renders the field with that text.
    for (const text of ['morgen', '2030-02-30']) {
      const { unmount } = render(
        <Answer value={{ values: { ...values, date: text }, errors: { date: ['Fout.'] } }}>
          <DateField name="date" label="Gewenste datum" />
        </Answer>,
      );
      expect(screen.getByLabelText(/Gewenste datum/)).toHaveAttribute(
        'aria-describedby',
        'date-error',
      );
      unmount();
    }
  });

  it('keeps the date in words beside its error after a refused submit', async () => {
    eventSend.mockResolvedValue({
      status: 'invalid',
      errors: { date: ['Kies een datum vanaf vandaag.'] },
      values: { ...values, date: '2020-01-06' },
    });
    render(<EventForm />);
    const date = screen.getByLabelText(/Gewenste datum/);
    fireEvent.change(date, { target: { value: '2020-01-06' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'maandag 6\u00a0januari 2020 Kies een datum vanaf vandaag.',
      ),
    );
  });

  it('cuts nothing typed, and counts what is left of a message near its limit, telling a reader only the steps', async () => {
    const region = document.body.appendChild(document.createElement('p'));
    region.id = ANNOUNCER_ID;
    try {
      render(<EventForm />);
      const message = screen.getByLabelText(/Bericht/);
      // Room past the limit, so the count can say how far over it is.
      expect(message).toHaveAttribute('maxlength', String(LIMITS.message * 2));
      for (const field of ['name', 'phone', 'email'] as const)
        expect(document.getElementById(field)).toHaveAttribute(
          'maxlength',
          String(LIMITS[field] * 2),
        );
      fireEvent.change(message, { target: { value: 'a'.repeat(4499) } });
      expect(screen.queryByText(/tekens/)).not.toBeInTheDocument();
      fireEvent.change(message, { target: { value: 'a'.repeat(4600) } });
      expect(screen.getByText('Nog 400 tekens over')).toBeVisible();
      await waitFor(() => expect(region).toHaveTextContent('Nog 400 tekens over'));
      // The count follows every key; the reader is told again only at the next step. Nor is the
      // count the field's description, which Orca read out at every key.
      fireEvent.change(message, { target: { value: 'a'.repeat(4601) } });
      expect(screen.getByText('Nog 399 tekens over')).toBeVisible();
      expect(message).not.toHaveAttribute('aria-describedby');
      await new Promise((r) => setTimeout(r, 200));
      expect(region).toHaveTextContent('Nog 400 tekens over');
      fireEvent.change(message, { target: { value: 'a'.repeat(5000) } });
      await waitFor(() =>
        expect(region).toHaveTextContent('Het maximum van 5.000 tekens is bereikt.'),
      );
      fireEvent.change(message, { target: { value: 'a'.repeat(5012) } });
      expect(screen.getByText('12 tekens te veel (hoogstens 5.000).')).toBeVisible();
      await waitFor(() => expect(region).toHaveTextContent('12 tekens te veel (hoogstens 5.000).'));
    } finally {
      region.remove();
    }
  });

  it('keeps a message refused as too long whole, with its count and the reason', async () => {
    const long = 'a'.repeat(5012);
    eventSend.mockResolvedValue({
      status: 'invalid',
      errors: { message: ['Bericht mag hoogstens 5.000 tekens tellen.'] },
      values: { ...values, message: long },
    });
    render(<EventForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    const message = screen.getByLabelText(/Bericht/);
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription('Bericht mag hoogstens 5.000 tekens tellen.'),
    );
    expect(message).toHaveValue(long);
    expect(screen.getByText('12 tekens te veel (hoogstens 5.000).')).toBeVisible();
  });

  it('shows a failed send as an alert with everything kept', async () => {
    eventSend.mockResolvedValue({
      status: 'error',
      message: 'Er ging iets mis bij het versturen: je aanvraag is niet verzonden.',
      values: { ...values, email: 'anna@voorbeeld.be', message: 'Diner voor 20' },
    });
    render(<EventForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis');
    expect(screen.getByLabelText(/Bericht/)).toHaveValue('Diner voor 20');
  });

  it('keeps the form, with everything typed, when the send gets no answer, and sends again', async () => {
    // What the browser's fetch throws when the phone has no signal: React hands it to the
    // nearest error boundary, which used to be the page's ("Deze pagina kon niet geladen worden").
    eventSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    eventSend.mockResolvedValueOnce({ status: 'success' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<EventForm />);
    await userEvent.type(screen.getByLabelText(/Naam/), 'Anna Peeters');
    await userEvent.type(screen.getByLabelText(/Telefoon/), '+32 470 12 34 56');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@voorbeeld.be');
    fireEvent.change(screen.getByLabelText(/Gewenste datum/), { target: { value: '2027-05-15' } });
    await userEvent.type(screen.getByLabelText(/Aantal gasten/), '24');
    await userEvent.selectOptions(screen.getByLabelText(/Soort gelegenheid/), 'diner');
    await userEvent.type(screen.getByLabelText(/Bericht/), 'Een diner{enter}met wijnbegeleiding');
    await userEvent.click(screen.getByLabelText(/privacybeleid/));
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Onze site gaf geen antwoord: je aanvraag is niet verzonden. Controleer je verbinding en probeer het opnieuw, of mail ons op info@locuslex.example.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    // The address it offers is one tap away on a phone.
    const write = within(alert).getByRole('link');
    expect(write).toHaveTextContent(EMAIL);
    expect(write).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Anna Peeters');
    expect(screen.getByLabelText(/Telefoon/)).toHaveValue('+32 470 12 34 56');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@voorbeeld.be');
    expect(screen.getByLabelText(/Gewenste datum/)).toHaveValue('2027-05-15');
    expect(screen.getByLabelText(/Aantal gasten/)).toHaveValue('24');
    expect(screen.getByLabelText(/Soort gelegenheid/)).toHaveValue('diner');
    expect(screen.getByLabelText(/Bericht/)).toHaveValue('Een diner\nmet wijnbegeleiding');
    expect(screen.getByLabelText(/privacybeleid/)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(EVENT_THANKS)).toBeInTheDocument();
    // The second send carried what the first one did.
    expect(eventSend).toHaveBeenCalledTimes(2);
    const [first, second] = eventSend.mock.calls.map(([, fd]) => [...fd.entries()]);
    expect(second).toEqual(first);
    // Sent without the last answer's values, which would double the post's size.
    expect(eventSend.mock.calls[1]![0]).toEqual({ status: 'idle' });
    expect(second).toContainEqual(['message', 'Een diner\nmet wijnbegeleiding']);
  });

  it('keeps the form and says to reload when the site was updated while the form was open', async () => {
    eventSend.mockRejectedValueOnce(
      new UnrecognizedActionError('Server Action "600e" was not found'),
    );
    render(<EventForm />);
    await userEvent.type(screen.getByLabelText(/Naam/), 'Anna Peeters');
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(dutch('notSent.outdated'));
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Anna Peeters');
  });
  it('thanks the visitor after a valid submit', async () => {
    eventSend.mockResolvedValue({ status: 'success' });
    render(<EventForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(EVENT_THANKS)).toBeInTheDocument();
  });
});

describe('where a submit sends focus', () => {
  beforeEach(() => {
    clubSend.mockReset();
    eventSend.mockReset();
  });

  /**
   * The controls a visitor fills in, in the order they stand (not the hidden honeypot, nor the
   * field the form fills in itself as it submits).
   */
  const controls = () =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'form input:not([type="hidden"]), form select, form textarea',
      ),
    ).filter((el) => el.getAttribute('name') !== HONEYPOT);

  it.each([
    ['club', ClubForm, clubSend],
    ['event', EventForm, eventSend],
  ] as const)(
    'the %s form focuses the first field to fix, in page order, after each refusal',
    async (_, Form, action) => {
      render(<Form />);
      const fields = controls();
      expect(fields.length).toBeGreaterThanOrEqual(6);
      // Refuse the fields from the i-th on: the i-th must take focus, again and again.
      for (let i = 0; i < fields.length; i++) {
        const errors = Object.fromEntries(
          fields.slice(i).map((el) => [el.getAttribute('name'), ['Fout.']]),
        );
        action.mockResolvedValueOnce({ status: 'invalid', values, errors });
        await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
        await waitFor(() => expect(controls()[i]).toHaveFocus());
      }
    },
  );

  it('brings the field to fix into view whole, its label below the bar, and leaves one in view where it is', async () => {
    // The bar's height and its ring's room, as the page's stylesheet gives it.
    document.documentElement.style.scrollPaddingTop = '80px';
    const scrolled: [Element, unknown][] = [];
    // jsdom lays nothing out and scrolls nothing: each element says where it stands.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: unknown) {
      scrolled.push([this, options]);
    };
    let nameField = { top: 40, bottom: 140 };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = this.querySelector('label[for="name"]') ? nameField : { top: 300, bottom: 400 };
      return { ...box, left: 0, right: 300, width: 300, height: box.bottom - box.top } as DOMRect;
    });
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      // A new answer each time, as the real action gives.
      clubSend.mockImplementation(async () => ({
        status: 'invalid',
        values,
        errors: { name: ['Fout.'] },
      }));
      render(<ClubForm />);
      const name = screen.getByLabelText(/^Naam/);
      // The field's label under the bar, where WebKit's `focus()` leaves it (a text field's caret
      // at the bar's edge): the field is centred, whole.
      await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
      await waitFor(() => expect(name).toHaveFocus());
      expect(focus.mock.contexts.at(-1)).toBe(name);
      expect(focus.mock.lastCall).toEqual([{ preventScroll: true }]);
      expect(scrolled).toHaveLength(1);
      const [field, options] = scrolled[0]!;
      expect(field).toContainElement(name);
      expect(field).toContainElement(document.querySelector('label[for="name"]') as HTMLElement);
      expect(field).toContainElement(screen.getByText('Fout.'));
      expect(options).toEqual({ block: 'center' });
      // Past the bottom of the screen: the same.
      nameField = { top: 700, bottom: 800 };
      await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
      await waitFor(() => expect(name).toHaveFocus());
      expect(scrolled).toHaveLength(2);
      // Whole below the bar and on screen: the page stays where the visitor has it.
      nameField = { top: 80, bottom: 180 };
      await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
      await waitFor(() => expect(name).toHaveFocus());
      expect(clubSend).toHaveBeenCalledTimes(3);
      expect(scrolled).toHaveLength(2);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
      document.documentElement.style.scrollPaddingTop = '';
    }
  });

  it('focuses the alert after a failed send, and the thanks after a good one', async () => {
    eventSend.mockResolvedValueOnce({ status: 'error', message: 'Er ging iets mis.', values });
    eventSend.mockResolvedValueOnce({ status: 'success' });
    render(<EventForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(screen.getByText(EVENT_THANKS)).toHaveFocus());
  });
});

describe('where the answer page opens without JavaScript (the server’s HTML)', () => {
  // The browser focuses the element that carries `autofocus` when the page loads.
  const focused = (html: string) =>
    [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[autofocus]')].map(
      (el) => el.id,
    );

  it('at the field to fix, and only there', () => {
    const html = renderToStaticMarkup(
      <Answer value={{ errors: { phone: ['Telefoon is verplicht.'] }, focus: 'phone' }}>
        <TextField name="name" />
        <TextField name="phone" />
      </Answer>,
    );
    expect(focused(html)).toEqual(['phone']);
  });
});
