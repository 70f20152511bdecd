import Link from 'next/link';
import { sitePath, type SiteId } from '@/modules/regions';
import { BotChallenge } from './BotChallenge';

/** Spec §2 /bot-protection: where too many sign-in attempts or unusual traffic send a visitor to prove they are a person. */
export function BotProtectionPage({ site, returnPath }: { site: SiteId; returnPath: string }) {
  return (
    <section aria-labelledby="bot-protection-title" className="mx-auto max-w-xl py-8">
      <h1 id="bot-protection-title" className="font-serif text-3xl font-bold">
        Please confirm you are a person
      </h1>
      <p className="mt-3 leading-relaxed">
        Too many attempts, or unusual traffic — please confirm you are a person. Tick the box below: your browser solves a small puzzle for a moment, then takes
        you back to where you were.
      </p>
      <p className="mt-2 text-sm text-muted">The check runs on our own servers; no third party sees your visit.</p>
      <noscript>
        <p className="mt-6 rounded-md border border-brand p-4 font-semibold text-brand">
          This check needs JavaScript. Please turn on JavaScript in your browser, then reload this page.
        </p>
      </noscript>
      <BotChallenge returnPath={returnPath} />
      <p className="mt-8 text-sm">
        <Link href={sitePath(site, '/')} prefetch={false} className="text-sky underline">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
