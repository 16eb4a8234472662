// What the app was shared (the web manifest's share target opens /recipe?url=…&text=…&title=…): the web
// address in it. Browsers differ in where they put a shared page's address: some in `url`, many in `text`,
// sometimes after the page's title.

const ADDRESS = /https?:\/\/[^\s<>"']+/i;

/** The first http(s) address of the shared `url`, `text` or `title`, else null. */
export function sharedAddress(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ['url', 'text', 'title']) {
    const found = ADDRESS.exec(params.get(name) ?? '')?.[0];
    if (found) return found;
  }
  return null;
}
