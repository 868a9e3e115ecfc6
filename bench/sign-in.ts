/** Signs the bench server's account in over HTTP and returns the Cookie header its answers set. */
export async function benchSignIn(
  base: string,
  ready: { origin: string; account: { email: string; password: string } },
): Promise<string> {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ready.origin },
    body: JSON.stringify({ email: ready.account.email, password: ready.account.password }),
  });
  return signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
