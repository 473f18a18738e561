// Photos made smaller in the browser before they are sent (issue #16: "downscaled in the browser
// before upload (canvas / createImageBitmap to ~2560 px long edge, JPEG 0.85)"): a phone photo of
// 12 MP and 4–8 MB becomes about 0.5–1 MB, so it goes over a poor connection and stays under the
// 10 MB limit. The server re-encodes what it keeps anyway (metadata stripped there). A file that
// is no decodable image (a PDF, a HEIC the browser cannot read) is sent as it is, and the server
// decides (HEIC gets its own message, decision 043).

/** The long edge a photo is brought down to. */
export const DOWNSCALE_EDGE = 2560;
export const DOWNSCALE_QUALITY = 0.85;

/** The size within `edge` keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, edge = DOWNSCALE_EDGE) {
  const long = Math.max(width, height);
  if (long <= edge || long === 0) return { width, height };
  const scale = edge / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The JPEG name of a downscaled photo ('IMG_1.PNG' → 'IMG_1.jpg'). */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'fotografija';
  return `${stem}.jpg`;
}

/** A photo as a smaller JPEG, or the file as it is when it is no image the browser decodes. */
export async function downscalePhoto(
  file: File,
): Promise<{ blob: Blob; name: string; type: string }> {
  const asIs = { blob: file as Blob, name: file.name, type: file.type };
  if (!/^image\/(jpeg|png|webp)$/i.test(file.type)) return asIs;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return asIs;
  let bitmap: ImageBitmap;
  try {
    // 'from-image': turned upright by its EXIF orientation, as the phone showed it.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return asIs;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return asIs;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', DOWNSCALE_QUALITY),
    );
    // A small PNG may come out larger as a JPEG: keep whichever is smaller.
    if (!blob || blob.size >= file.size) return asIs;
    return { blob, name: jpegName(file.name), type: 'image/jpeg' };
  } finally {
    bitmap.close();
  }
}
