/** Titles of the CDN's interstitials (Cloudflare: "Attention Required! | Cloudflare", "Just a moment..."). */
const challengeTitle = /<title[^>]*>\s*(?:Attention Required!|Just a moment\.\.\.)/i;

/**
 * Whether a response body is the CDN's challenge page rather than our API's answer (spec §8). Only markup can be one:
 * a JSON body whose text happens to quote such a title (a product description, say) starts with `{`, `[` or `"`.
 */
export function isChallengePage(body: string): boolean {
  return body.trimStart().startsWith('<') && challengeTitle.test(body);
}
