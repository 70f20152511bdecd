import Cookies from 'js-cookie';

/** Browser cookies the shop sets itself (spec §3 Cookies). Secure whenever the page is served over https. */
export function setBrowserCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { path: '/', expires: days, sameSite: 'lax', secure: window.location.protocol === 'https:' });
}
