import { notFound } from 'next/navigation';

/** Any path a site does not have renders that site's 404 page, inside its layout. */
export default function UnknownPage() {
  notFound();
}
