import { sitePath, type SiteId } from '@/modules/regions';
import { newSupportRequestPath, SUPPORT_TOPICS } from '../topics';

/**
 * Spec §2: the chat widget of every page. A native disclosure, so it ships no JavaScript (every page's first load is
 * at its budget) and opens with Enter or Space like any button. Its links are plain anchors: the footer survives a
 * client-side navigation, and the disclosure would stay open over the next page.
 */
export function SupportChatWidget({ site }: { site: SiteId }) {
  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full bg-brand px-4 py-2.5 text-sm font-semibold text-white shadow-md hover:bg-brand-dark [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
        Need help? Chat with us
      </summary>
      <div className="absolute right-0 bottom-full z-40 mb-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-black/10 bg-white p-4 text-left shadow-xl">
        <p className="font-serif text-lg font-bold">How can we help?</p>
        <p className="mt-1 text-sm text-muted">Read the quick answer for your topic, or ask us: we reply within one business day.</p>
        <ul aria-label="Help topics" className="mt-3 divide-y divide-black/10 text-sm">
          {SUPPORT_TOPICS.map((topic) => (
            <li key={topic.id} className="flex items-center justify-between gap-3 py-1.5">
              <a href={sitePath(site, topic.helpPath)} className="text-ink hover:underline">
                {topic.label}
              </a>
              <a
                href={newSupportRequestPath(site, topic.id)}
                aria-label={`Ask us about ${topic.label}`}
                className="shrink-0 font-semibold text-sky hover:underline"
              >
                Ask us
              </a>
            </li>
          ))}
        </ul>
        <a
          href={newSupportRequestPath(site)}
          className="mt-3 flex justify-center rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Open a support request
        </a>
      </div>
    </details>
  );
}
