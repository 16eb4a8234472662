/**
 * "No food" for pictures that carry no detail: a decoded payload under 2 KB, or bytes so repetitive
 * (Shannon entropy under 5 bits per byte) that the image is essentially one colour. Photos sit near 7.5-8.
 */
export function isPlainPicture(dataUrl: string): boolean {
  const m = /^data:[^;,]*;base64,(.*)$/s.exec(dataUrl);
  if (!m) return false;
  const bytes = Buffer.from(m[1] as string, 'base64');
  if (bytes.length < 2048) return true;
  const counts = new Array<number>(256).fill(0);
  for (const b of bytes) counts[b] = (counts[b] ?? 0) + 1;
  let entropy = 0;
  for (const c of counts) if (c) entropy -= (c / bytes.length) * Math.log2(c / bytes.length);
  return entropy < 5;
}
