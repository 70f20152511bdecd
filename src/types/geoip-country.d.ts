// geoip-country ships no types: the one call the shop makes.
declare module 'geoip-country' {
  interface Country {
    country: string;
  }
  export function lookup(ip: string): Country | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
