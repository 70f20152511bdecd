import { notFound } from 'next/navigation';

/** Any path a site does not have renders that site's 404 page, inside its layout. */
export default function UnknownPage() {
  notFound();
}

// Not found before its metadata is resolved, so the 404 page's title applies here too.
export function generateMetadata() {
  notFound();
}
