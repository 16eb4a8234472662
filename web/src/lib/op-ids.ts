// Ids the client makes itself: an item's id, so a repeated add names the same item, and an operation id,
// which a change keeps for every attempt, so the server applies it once however often it is sent.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id (20 letters and digits), made here so a repeated add names the same item. */
export function newItemId(): string {
  let id = '';
  while (id.length < 20) {
    // 248 is the largest multiple of 62 up to 256: bytes from it on would favour some characters.
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < 248 && id.length < 20) id += ALPHANUMERIC[byte % 62];
    }
  }
  return id;
}

/** An operation id: 32 letters and digits. */
export function newOpId(): string {
  return `${newItemId()}${newItemId()}`.slice(0, 32);
}
