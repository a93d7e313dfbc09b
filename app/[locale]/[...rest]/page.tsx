import { notFound } from 'next/navigation';

/** Any address no page has, in any language: the site's own 404 page, in that language. */
export default function Unknown() {
  notFound();
}
