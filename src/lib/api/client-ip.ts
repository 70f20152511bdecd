/** The client's address as the nearest proxy saw it: Next's server sets x-forwarded-for from the socket. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}
