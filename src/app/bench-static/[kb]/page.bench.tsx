/** Bench builds only: fully static pages of about {kb} kB of HTML, the baseline of DESIGN §7's page budget. */
export const dynamicParams = false;

const BENCH_STATIC_SIZES_KB = Array.from({ length: 40 }, (_, i) => 20 + i * 10);

export function generateStaticParams() {
  return BENCH_STATIC_SIZES_KB.map((kb) => ({ kb: String(kb) }));
}

const SENTENCE = 'A static paragraph of the same weight as a catalog page, rendered once at build time. ';

export default async function BenchStaticPage({ params }: { params: Promise<{ kb: string }> }) {
  const { kb } = await params;
  // The HTML carries the text twice (markup and React payload), so half the target size.
  const paragraphs = Math.round((Number(kb) * 1024) / 2 / (SENTENCE.length * 10));
  return (
    <main>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{SENTENCE.repeat(10)}</p>
      ))}
    </main>
  );
}
