import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorLevel, SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import type { SitemapEntry } from './sitemap';

/** Only the plain protocol: no image, video, news or xhtml namespaces. */
const PLAIN = { news: false, video: false, image: false, xhtml: false };

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

function asWebStream(source: Iterable<unknown> | AsyncIterable<unknown>, xml: SitemapStream | SitemapIndexStream): ReadableStream<Uint8Array> {
  // When the source fails (the database, mid-way), pipeline destroys the XML stream with its error: the response is
  // aborted rather than ended as a valid-looking, shorter file. Its promise has nothing more to report.
  pipeline(Readable.from(source), xml).catch(() => undefined);
  // The sitemap streams emit text; a response body is bytes.
  return (Readable.toWeb(xml) as ReadableStream<string>).pipeThrough(new TextEncoderStream());
}

/** A `<urlset>` file, written as the entries arrive, with absolute URLs under the shop's origin. */
export function urlsetXml(entries: Iterable<SitemapEntry> | AsyncIterable<SitemapEntry>, origin: string): ReadableStream<Uint8Array> {
  async function* items(): AsyncGenerator<SitemapItemLoose> {
    for await (const entry of entries)
      yield { url: absolute(entry.path, origin), ...(entry.lastModified ? { lastmod: entry.lastModified.toISOString() } : {}) };
  }
  return asWebStream(items(), new SitemapStream({ hostname: origin, level: ErrorLevel.THROW, xmlns: PLAIN }));
}

/** A `<sitemapindex>` naming a site's sitemap files. */
export function sitemapIndexXml(files: SitemapEntry[], origin: string): ReadableStream<Uint8Array> {
  const items = files.map((file) => ({ url: absolute(file.path, origin), ...(file.lastModified ? { lastmod: file.lastModified.toISOString() } : {}) }));
  return asWebStream(items, new SitemapIndexStream({ level: ErrorLevel.THROW }));
}
