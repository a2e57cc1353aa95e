/**
 * A picture scaled down to fit `maxEdge` pixels on its longer side and encoded as JPEG in the browser, which also
 * leaves its metadata (location, camera) behind.
 */
export async function scaledJpeg(
  source: ImageBitmap | HTMLCanvasElement,
  maxEdge: number,
  name: string,
): Promise<File> {
  const scale = Math.min(1, maxEdge / Math.max(source.width, source.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(source.width * scale);
  canvas.height = Math.round(source.height * scale);
  canvas.getContext("2d")?.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  if (!blob) throw new Error("the browser could not encode the picture");
  return new File([blob], name, { type: "image/jpeg" });
}
