// A photo as the AI callables take it: a JPEG data URL no larger than needed to read it (at most
// `maxSide` px on its longer side), so a phone's full-size photo stays well under the request limit.
export async function imageDataUrl(image: Blob, maxSide = 1600): Promise<string> {
  const bitmap = await createImageBitmap(image);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}
