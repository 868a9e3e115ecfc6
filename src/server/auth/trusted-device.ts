import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries a "trusted device" cookie for that account
 * (decision 0022). Its sign-in attempts are counted in a bucket of their own instead of the account's
 * shared per-e-mail bucket, so someone hammering a student's e-mail from elsewhere cannot lock the
 * student out of the browser they use. The cookie names no account: it is a random id signed together
 * with the e-mail, so it only vouches for the address it was issued for and cannot be forged or moved
 * to another account.
 */

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SIGNATURE_LABEL = 'bizu-trusted-device';

/** `__Host-` (Secure, Path=/, no Domain: no sibling subdomain can set or read it) when served over https. */
export function trustedDeviceCookieName(appUrl: string): string {
  return appUrl.startsWith('https:') ? '__Host-bizu_device' : 'bizu_device';
}

function sign(secret: string, email: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`${SIGNATURE_LABEL}\0${email}\0${deviceId}`).digest('base64url');
}

/** A fresh Set-Cookie value that trusts this browser for `email` (lower-cased) for a year. */
export function trustedDeviceSetCookie({ appUrl, secret, email }: { appUrl: string; secret: string; email: string }) {
  const deviceId = randomBytes(16).toString('base64url');
  const value = `${deviceId}.${sign(secret, email, deviceId)}`;
  const secure = appUrl.startsWith('https:') ? '; Secure' : '';
  return `${trustedDeviceCookieName(appUrl)}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The device id of a cookie header that trusts this browser for `email`, or undefined. */
export function trustedDeviceId({
  cookieHeader,
  appUrl,
  secret,
  email,
}: {
  cookieHeader: string | undefined;
  appUrl: string;
  secret: string;
  email: string;
}): string | undefined {
  const name = `${trustedDeviceCookieName(appUrl)}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  const [deviceId, signature, ...rest] = (value ?? '').split('.');
  if (!deviceId || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, email, deviceId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}
