/** What a Cloud Storage bucket may be named (lowercase letters, digits, dots, dashes, underscores). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** The bucket a value names (lowercased, trimmed), or undefined: unset, or not a bucket's name. */
export function bucketNamed(value: string | undefined): string | undefined {
  const bucket = value?.trim().toLowerCase();
  return bucket && BUCKET_NAME.test(bucket) ? bucket : undefined;
}

/**
 * Contact details, partner, social links and mail addresses of the venue. Read on the server only;
 * components receive plain values.
 */
export type SocialLink = { network: 'facebook' | 'instagram'; label: string; url: string };

export type SiteConfig = {
  name: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  company: { name: string; vat: string };
  partner: { name: string; url: string };
  social: SocialLink[];
  mail: { to: string; from: string };
  siteUrl: string;
};

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function getSiteConfig(): SiteConfig {
  const email = env('SITE_EMAIL') ?? 'info@locuslex.example';
  const social: SocialLink[] = [];
  const facebook = env('SOCIAL_FACEBOOK_URL');
  const instagram = env('SOCIAL_INSTAGRAM_URL');
  if (facebook) social.push({ network: 'facebook', label: 'Facebook', url: facebook });
  if (instagram) social.push({ network: 'instagram', label: 'Instagram', url: instagram });
  return {
    name: '1504 Locus Lex',
    phone: env('SITE_PHONE') ?? '+32 55 00 00 00',
    email,
    address: { street: 'Markt 37', postalCode: '9700', city: 'Oudenaarde', country: 'BE' },
    company: {
      name: env('COMPANY_NAME') ?? 'Locus Lex BV',
      vat: env('COMPANY_VAT') ?? 'BE 0000.000.000',
    },
    partner: {
      name: env('PARTNER_NAME') ?? 'Hotel-restaurant De Markt',
      url: env('PARTNER_URL') ?? 'https://partnerhotel.example',
    },
    social,
    mail: {
      to: env('MAIL_TO') ?? email,
      from: env('MAIL_FROM') ?? 'no-reply@locuslex.example',
    },
    siteUrl: (env('SITE_URL') ?? `http://localhost:${env('PORT') ?? '3000'}`).replace(/\/+$/, ''),
  };
}

/** The address on one line, as the pages and the privacy text write it: "Markt 37, 9700 Oudenaarde". */
export function addressLine({ street, postalCode, city }: SiteConfig['address']): string {
  return `${street}, ${postalCode} ${city}`;
}

/**
 * A page's address as paper gives it, to be typed: the site's host and the path, without the
 * scheme ("locuslex.be/event"). What a printed page says instead of a link it cannot follow.
 */
export function addressOnPaper(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/^https?:\/\//, '')}${path}`;
}

/**
 * The address on OpenStreetMap, in its country's Dutch name: the contact page's map link, and the
 * venue's `hasMap` for search engines (lib/structured-data.ts), one address for both.
 */
export function mapUrl(address: SiteConfig['address']): string {
  const country = address.country === 'BE' ? 'België' : address.country;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${addressLine(address)}, ${country}`)}`;
}

/** The bucket of the wines' photos: the only one the image optimiser fetches from when set. */
export function storageBucket(): string | undefined {
  return bucketNamed(env('FIREBASE_STORAGE_BUCKET'));
}

/**
 * `+32 55 00 00 00` → `tel:+3255000000`. After a country code, the trunk zero some people write in
 * brackets is left out (`+32 (0)470 12 34 56` → `tel:+32470123456`: dialled with the zero, the
 * number reaches no one).
 */
export function telHref(phone: string): string {
  const written = phone.trim();
  const international = /^(\+|00)/.test(written);
  const dialled = international ? written.replace(/^00/, '+').replace(/\(\s*0\s*\)/g, '') : written;
  return `tel:${dialled.replace(/[^\d+]/g, '')}`;
}
