import { createTranslator } from 'next-intl';

import {
  countNote,
  FORM_ERRORS,
  lastEventDate,
  LIMITS,
  UNREAD,
  type FormError,
} from '@/lib/forms/constants';
import { dateInWords, isCalendarDate, todayInBelgium } from '@/lib/text';
import { clubSchema, eventSchema, unreadErrors } from '@/lib/forms/schemas';
import { readForm } from '@/lib/forms/values';
import { counted } from '@/components/forms/form-words';
import { errorText, formWords } from '@/lib/forms/words';

const KEYS = Object.fromEntries(Object.keys(FORM_ERRORS).map((k) => [k, k])) as {
  [K in FormError]: K;
};

import french from '@/messages/fr.json';

import { MESSAGES } from '../support/form-messages';

const club = {
  name: 'Anna De Smet',
  phone: '+32 470 12 34 56',
  email: 'anna@voorbeeld.be',
  message: '',
  keysAccepted: true,
  privacyAccepted: true,
};
const event = { ...club, message: 'Een salon voor 30 gasten.', date: '', guests: '', occasion: '' };

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), MESSAGES[i.message as FormError]]),
  );

describe('club schema', () => {
  it('accepts a complete registration with an empty message', () => {
    expect(clubSchema.safeParse(club).success).toBe(true);
  });

  it('gives the spec messages for every missing field', () => {
    const result = clubSchema.safeParse({
      name: ' ',
      phone: '',
      email: '',
      message: '',
      keysAccepted: false,
      privacyAccepted: false,
    });
    expect(errorsOf(result)).toEqual({
      name: MESSAGES.name,
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      keysAccepted: 'U moet de Zeven Sleutels van Locus Lex accepteren.',
      privacyAccepted: 'U moet de privacyvoorwaarden accepteren.',
    });
    expect(MESSAGES.name).toBe('Naam is verplicht.');
    expect(MESSAGES.phone).toBe('Telefoon is verplicht.');
    expect(MESSAGES.email).toBe('E-mail is verplicht.');
  });

  it('trims values and folds line breaks in one-line fields', () => {
    const result = clubSchema.parse({
      ...club,
      name: '  Anna\r\nBcc: x@y.be ',
      email: ' anna@voorbeeld.be ',
    });
    expect(result.name).toBe('Anna Bcc: x@y.be');
    expect(result.email).toBe('anna@voorbeeld.be');
  });

  it('drops direction overrides and C1 controls from one-line fields, keeping other scripts and joiners', () => {
    const result = clubSchema.parse({
      ...club,
      name: 'Anna\u202e eg.lium\u202c\u2066 \u0085Peeters\u2069 שרה 👩\u200d🍳',
    });
    expect(result.name).toBe('Anna eg.lium Peeters שרה 👩\u200d🍳');
  });

  it('takes a name or message of characters that show nothing (zero-width, fillers) as empty', () => {
    const unseen = '\u200b\u2060 \ufeff\u3164\u00ad';
    expect(
      errorsOf(clubSchema.safeParse({ ...club, name: unseen, phone: unseen, email: unseen })),
    ).toEqual({ name: MESSAGES.name, phone: MESSAGES.phone, email: MESSAGES.email });
    // The club's optional message reaches the staff as no message at all.
    expect(clubSchema.parse({ ...club, message: `${unseen}\n\u200d` }).message).toBe('');
    // A zero-width joiner between letters is part of the name.
    expect(clubSchema.parse({ ...club, name: 'Anna 👩\u200d🍳' }).name).toBe('Anna 👩\u200d🍳');
  });

  it('refuses an invalid e-mail address and a phone number without digits', () => {
    expect(errorsOf(clubSchema.safeParse({ ...club, email: 'anna@' }))).toEqual({
      email: MESSAGES.emailInvalid,
    });
    expect(errorsOf(clubSchema.safeParse({ ...club, email: 'a@b.be\nBcc: c@d.be' }))).toEqual({
      email: MESSAGES.emailInvalid,
    });
    expect(errorsOf(clubSchema.safeParse({ ...club, phone: 'bel me' }))).toEqual({
      phone: MESSAGES.phoneInvalid,
    });
    // Said once, not once per rule it breaks.
    const refused = clubSchema.safeParse({ ...club, phone: '12345' });
    expect(refused.success || refused.error.issues.map((i) => i.path[0])).toEqual(['phone']);
    // Only the characters a number is written with, but too few digits to call.
    for (const phone of ['(--) ./-', '+32 ( 55 )', '12345'])
      expect(errorsOf(clubSchema.safeParse({ ...club, phone }))).toEqual({
        phone: MESSAGES.phoneInvalid,
      });
    expect(clubSchema.parse({ ...club, phone: '+32 (0)55 12.34-56' }).phone).toBe(
      '+32 (0)55 12.34-56',
    );
    // Six digits are enough (a short internal or foreign number), five are not.
    expect(clubSchema.safeParse({ ...club, phone: '12 34 56' }).success).toBe(true);
    expect(clubSchema.safeParse({ ...club, phone: '(12) 3-45' }).success).toBe(false);
  });

  it('caps every length with a Dutch message', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    expect(errorsOf(clubSchema.safeParse({ ...club, name: long(LIMITS.name) }))).toEqual({
      name: MESSAGES.nameTooLong,
    });
    expect(
      errorsOf(clubSchema.safeParse({ ...club, phone: '1'.repeat(LIMITS.phone + 1) })),
    ).toEqual({ phone: MESSAGES.phoneTooLong });
    expect(
      errorsOf(clubSchema.safeParse({ ...club, email: `${long(LIMITS.email)}@x.be` })),
    ).toEqual({ email: MESSAGES.emailTooLong });
    expect(errorsOf(clubSchema.safeParse({ ...club, message: long(LIMITS.message) }))).toEqual({
      message: MESSAGES.messageTooLong,
    });
  });
});

describe("the message's count", () => {
  const limit = LIMITS.message;

  it('says nothing before the last tenth, then what is left, the limit reached, and how much is too much', () => {
    expect(countNote('', limit)).toBeUndefined();
    expect(countNote('a'.repeat(4499), limit)).toBeUndefined();
    expect(countNote('a'.repeat(4500), limit)).toEqual({ state: 'near', count: 500 });
    expect(countNote('a'.repeat(5000), limit)).toEqual({ state: 'full', count: 0 });
    expect(countNote('a'.repeat(6234), limit)).toEqual({ state: 'over', count: 1234 });
  });

  it('is said with the figures and plural rules each language writes', () => {
    const fr = createTranslator({ locale: 'fr', messages: french, namespace: 'Forms' });
    const labels = { keys: null, privacy: null };
    const dutchWords = formWords('nl', 'info@x.example', labels);
    const frenchWords = formWords('fr', 'info@x.example', labels);
    expect(counted(dutchWords, dutchWords.countNear, 1)).toBe('Nog 1 teken over');
    expect(counted(dutchWords, dutchWords.countOver, 1234)).toBe(
      '1.234 tekens te veel (hoogstens 5.000).',
    );
    expect(counted(frenchWords, frenchWords.countOver, 1234).replace(/\s/g, ' ')).toBe(
      '1 234 caractères de trop (5 000 au maximum).',
    );
    // French says one for none, too.
    expect(counted(frenchWords, frenchWords.countNear, 0)).toBe('Plus que 0 caractère');
    expect(errorText(fr, 'messageTooLong').replace(/\s/g, ' ')).toBe(
      'Le message ne peut dépasser 5 000 caractères.',
    );
  });

  it('counts as the server does: over the limit exactly when the schema refuses the message', () => {
    // A line break as the browser posts it (CR LF) is one, spaces around the text and control
    // characters none, as the schema holds the message.
    const texts = [
      'a'.repeat(5000),
      `${'a'.repeat(4999)}\r\nb`,
      `${'a'.repeat(4998)}\r\nb`,
      `  ${'a'.repeat(5000)}  \n`,
      `${'a'.repeat(5000)}\u0007`,
      'é'.repeat(5001),
    ];
    for (const message of texts) {
      const refused = errorsOf(eventSchema.safeParse({ ...event, message })).message;
      expect([message.length, countNote(message, limit)?.state === 'over']).toEqual([
        message.length,
        refused === MESSAGES.messageTooLong,
      ]);
    }
    expect(MESSAGES.messageTooLong).toBe('Bericht mag hoogstens 5.000 tekens tellen.');
  });
});

describe('event schema', () => {
  it('requires a message', () => {
    expect(errorsOf(eventSchema.safeParse({ ...event, message: '   ' }))).toEqual({
      message: 'Bericht is verplicht.',
    });
  });

  it('keeps line breaks in the message', () => {
    expect(eventSchema.parse({ ...event, message: 'Regel een\r\nRegel twee' }).message).toBe(
      'Regel een\nRegel twee',
    );
  });

  it('keeps a message’s lines and tabs but no control character or direction override', () => {
    const message =
      'Salon\u0000 voor\u001b[31m 30\r\u2028\u202eTafel\t2\u202c, \u2067שלום\u2069 👩\u200d🍳';
    expect(eventSchema.parse({ ...event, message }).message).toBe(
      'Salon voor[31m 30\n\nTafel\t2, שלום 👩\u200d🍳',
    );
    // Nothing left but controls, or characters that show nothing, is no message.
    for (const empty of ['\u0000\u202e\u0007', '\u200b\n\u200b\ufeff'])
      expect(errorsOf(eventSchema.safeParse({ ...event, message: empty }))).toEqual({
        message: MESSAGES.message,
      });
  });

  it('checks the optional date, guests and occasion', () => {
    const today = todayInBelgium();
    expect(
      eventSchema.safeParse({ ...event, date: today, guests: '30', occasion: 'diner' }).success,
    ).toBe(true);
    expect(errorsOf(eventSchema.safeParse({ ...event, date: '2020-01-01' }))).toEqual({
      date: MESSAGES.date,
    });
    expect(errorsOf(eventSchema.safeParse({ ...event, date: 'morgen' }))).toEqual({
      date: MESSAGES.date,
    });
    // Days the calendar does not have (Date.parse rolls 30 February over into March).
    for (const date of ['2030-02-30', '2030-02-29', '2030-04-31', '2030-13-01', '2030-00-10']) {
      expect([date, errorsOf(eventSchema.safeParse({ ...event, date }))]).toEqual([
        date,
        { date: MESSAGES.date },
      ]);
    }
    // One guest and a full house are both a party.
    for (const guests of ['1', '500'])
      expect(eventSchema.safeParse({ ...event, guests }).success).toBe(true);
    // As a number for the staff's mail, whatever zeros were typed before it.
    expect(eventSchema.parse({ ...event, guests: ' 040 ' }).guests).toBe('40');
    expect(eventSchema.parse({ ...event, guests: '01' }).guests).toBe('1');
    expect(eventSchema.parse({ ...event, guests: '' }).guests).toBe('');
    for (const guests of ['0', '501', '2.5', '-3', 'veel']) {
      expect(errorsOf(eventSchema.safeParse({ ...event, guests }))).toEqual({
        guests: MESSAGES.guests,
      });
    }
    expect(errorsOf(eventSchema.safeParse({ ...event, occasion: 'fuif' }))).toEqual({
      occasion: MESSAGES.occasion,
    });
  });
});

describe('readForm', () => {
  it('turns posted fields into strings and checkboxes into booleans', () => {
    const fd = new FormData();
    fd.set('name', 'Anna');
    fd.set('privacyAccepted', 'on');
    const values = readForm(fd);
    expect(values).toMatchObject({
      name: 'Anna',
      phone: '',
      privacyAccepted: true,
      keysAccepted: false,
    });
  });
  it('reads what was sent whole, for the schema to judge (the server takes no more than 64 kB)', () => {
    const fd = new FormData();
    fd.set('message', 'x'.repeat(60_000));
    expect(readForm(fd).message).toHaveLength(60_000);
  });
});

describe('fields the browser could not read', () => {
  const posted = (named: string | null) => {
    const fd = new FormData();
    if (named !== null) fd.set(UNREAD, named);
    return fd;
  };

  it('asks for the whole date when the form says it was typed in part, in the form that has one', () => {
    expect(unreadErrors(posted('date'), eventSchema)).toEqual({ date: [KEYS.dateIncomplete] });
    expect(unreadErrors(posted('guests date'), eventSchema)).toEqual({
      date: [KEYS.dateIncomplete],
    });
  });

  it('passes over nothing named, names it does not know, and fields the form does not have', () => {
    expect(unreadErrors(posted(null), eventSchema)).toBeUndefined();
    expect(unreadErrors(posted(''), eventSchema)).toBeUndefined();
    expect(unreadErrors(posted('email __proto__ constructor'), eventSchema)).toBeUndefined();
    expect(unreadErrors(posted('date'), clubSchema)).toBeUndefined();
  });
});

describe('the event date', () => {
  it('is a day of the calendar with a four-digit year', () => {
    expect(isCalendarDate('2031-05-17')).toBe(true);
    expect(isCalendarDate('2032-02-29')).toBe(true);
    // Date.UTC reads the years 0-99 as 1900-1999.
    expect(isCalendarDate('0050-01-01')).toBe(false);
    // A year on its way, as a picker holds it while its digits are typed.
    expect(isCalendarDate('0202-03-04')).toBe(false);
    expect(isCalendarDate('1000-01-01')).toBe(true);
    expect(isCalendarDate('2031-5-17')).toBe(false);
    expect(isCalendarDate('2031-05-17T10:00')).toBe(false);
  });

  it('starts today in Oudenaarde, whatever the server’s clock zone', () => {
    // Belgium is an hour ahead of UTC in winter, two in summer: 23:30 on a UTC server in November,
    // or 22:00 in July, is already the next day in Oudenaarde.
    expect(todayInBelgium(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(todayInBelgium(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInBelgium(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('reaches three years ahead, to the same day or to 28 February after a leap day', () => {
    expect(lastEventDate('2026-11-26')).toBe('2029-11-26');
    expect(lastEventDate('2028-02-29')).toBe('2031-02-28');
    expect(lastEventDate('2029-02-28')).toBe('2032-02-28');
    expect(lastEventDate('2029-03-01')).toBe('2032-03-01');
  });

  describe('in the schema, on a pinned clock', () => {
    // 10:00 on 26 November 2026 in Oudenaarde.
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') }));
    afterEach(() => jest.useRealTimers());
    const dateError = (date: string) => errorsOf(eventSchema.safeParse({ ...event, date })).date;

    it('takes today up to the same day three years on, leap days included', () => {
      for (const date of ['2026-11-26', '2028-02-29', '2029-11-26'])
        expect([date, dateError(date)]).toEqual([date, undefined]);
    });

    it('refuses yesterday as past, and a day past the horizon with a way to ask anyway', () => {
      expect(dateError('2026-11-25')).toBe(MESSAGES.date);
      // A slip of the year in the picker: 2062 for 2026.
      for (const date of ['2029-11-27', '2062-11-26'])
        expect([date, dateError(date)]).toEqual([date, MESSAGES.dateTooFar]);
      expect(MESSAGES.dateTooFar).toBe(
        'Kies een datum binnen 3 jaar. Plan je verder vooruit? Vermeld het in je bericht.',
      );
      // A text that is no day gets one message, not both.
      expect(eventSchema.safeParse({ ...event, date: '9999-99-99' }).error?.issues).toHaveLength(1);
    });
  });

  it('is written out for staff as the day chosen, on a server in any zone', () => {
    // The whole suite runs on Pacific time (jest.config.js), where midnight UTC is the day before.
    expect(new Date(Date.UTC(2031, 4, 17)).getDate()).toBe(16);
    // Day and month never part at a line's end: a no-break space joins them, the rest breaks.
    expect(dateInWords('2031-05-17')).toBe('zaterdag 17\u00a0mei 2031');
    expect(dateInWords('2031-05-17', 'long')).toBe('17\u00a0mei 2031');
  });
});
