/** The CORS preflight a page on http://localhost:5173 sends before a POST carrying `requestHeaders`. */
export function corsPreflight(url: string, requestHeaders: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });
}
