const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

function bucketNamed(value: string | undefined): string | undefined {
  const bucket = value?.trim().toLowerCase();
  return bucket && BUCKET_NAME.test(bucket) ? bucket : undefined;
}

type SocialLink = { network: 'facebook' | 'instagram'; label: string; url: string };

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

export function addressLine({ street, postalCode, city }: SiteConfig['address']): string {
  return `${street}, ${postalCode} ${city}`;
}

export function addressOnPaper(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/^https?:\/\//, '')}${path}`;
}

export function mapUrl(address: SiteConfig['address']): string {
  const country = address.country === 'BE' ? 'België' : address.country;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${addressLine(address)}, ${country}`)}`;
}

export function storageBucket(): string | undefined {
  return bucketNamed(env('FIREBASE_STORAGE_BUCKET'));
}

// A bracketed trunk zero after a country code goes: dialled with it, the number reaches no one.
export function telHref(phone: string): string {
  const written = phone.trim();
  const international = /^(\+|00)/.test(written);
  const dialled = international ? written.replace(/^00/, '+').replace(/\(\s*0\s*\)/g, '') : written;
  return `tel:${dialled.replace(/[^\d+]/g, '')}`;
}
