/** jsqr is loaded only when the scanner opens (spec budget: nothing of it on the store page). */
export async function loadDecoder(): Promise<(data: ImageData) => string | null> {
  const { default: jsQR } = await import('jsqr');
  return (data) =>
    jsQR(data.data, data.width, data.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Pixels of a video frame or a photo, scaled down so large photos decode quickly. */
export function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide = 1024,
): ImageData | null {
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export async function decodePhoto(
  file: File,
  decode: (data: ImageData) => string | null,
): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decode(pixels) : null;
  } finally {
    bitmap.close();
  }
}
