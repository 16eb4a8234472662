// The hosting headers in firebase.json: every security header present, a CSP without wildcards-for-all
// or eval, and an index.html the CSP does not break (no inline scripts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const firebase = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
/** The headers Firebase Hosting sends for a path matched by `source`. */
const headersFor = (source: string) =>
  Object.fromEntries(
    firebase.hosting.headers
      .filter((h) => h.source === source)
      .flatMap((h) => h.headers.map((x) => [x.key, x.value])),
  ) as Record<string, string>;
const all = headersFor('**');
const csp = new Map(
  (all['Content-Security-Policy'] ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name, ...sources]) => [name as string, sources]),
);

describe('firebase.json hosting headers', () => {
  test('every page gets the security headers', () => {
    expect(all).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(all['Permissions-Policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(all['Content-Security-Policy']).toBeTruthy();
  });

  test('the CSP has no bare wildcard, no eval, no inline scripts, and denies plugins and framing', () => {
    for (const [directive, sources] of csp) {
      for (const s of sources) {
        expect(s, directive).not.toBe('*');
        expect(s, directive).not.toMatch(/^(https?|wss?):?$/); // a scheme alone allows every host
        expect(s, directive).not.toBe("'unsafe-eval'");
      }
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  test('the CSP lets the barcode reader compile its own WebAssembly, and nothing else be evaluated', () => {
    expect(csp.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  test('the CSP lets the app reach Firebase Auth, Firestore, callables and the Google sign-in frame', () => {
    const connect = csp.get('connect-src') ?? [];
    for (const host of [
      'https://*.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://securetoken.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://firestore.googleapis.com',
    ])
      expect(connect).toContain(host);
    expect(csp.get('frame-src')).toContain('https://*.firebaseapp.com');
    // The sign-in helper frame (/__/auth/iframe) comes from the app's own origin when the auth domain is
    // the app's domain, which browsers that block third-party storage need.
    expect(csp.get('frame-src')).toContain("'self'");
  });

  test("the CSP lets App Check's reCAPTCHA Enterprise load its scripts and frame, and nothing else of Google's hosts", () => {
    const script = csp.get('script-src') ?? [];
    const frame = csp.get('frame-src') ?? [];
    for (const source of ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'])
      expect(script).toContain(source);
    for (const source of ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'])
      expect(frame).toContain(source);
    // Scoped to reCAPTCHA's paths: the rest of www.google.com and www.gstatic.com stays out.
    expect([...script, ...frame]).not.toContain('https://www.google.com');
    expect([...script, ...frame]).not.toContain('https://www.gstatic.com');
  });

  test('index.html has no inline script the CSP would block', () => {
    const html = readFileSync(`${root}web/index.html`, 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') && body?.trim(),
    );
    expect(inline).toEqual([]);
  });

  test('hashed assets are cached for a year, pages are revalidated', () => {
    expect(headersFor('/assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(all['Cache-Control']).toBe('no-cache');
    // Later rules win in Firebase Hosting, so the asset rule must come after the catch-all.
    const order = firebase.hosting.headers.map((h) => h.source);
    expect(order.indexOf('/assets/**')).toBeGreaterThan(order.indexOf('**'));
  });
});
