/**
 * Preparing a picture for OCR, on plain pixel arrays so the browser (canvas) and the benchmark (decoded files) run
 * the same code. Screenshots only become grey; photos of paper also get their lighting flattened (shadows,
 * vignettes and colour casts divided out), their tilt straightened and their size brought to what the recogniser
 * reads best.
 */

/** RGBA pixels, four bytes each, as canvas ImageData and the image decoders give them. */
type Rgba = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };
/** One byte of brightness per pixel. */
type Grey = { width: number; height: number; data: Uint8ClampedArray };

function toGrey({ width, height, data }: Rgba): Grey {
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    // Rec. 601 luma in integers; transparent pixels count as white paper.
    const alpha = data[p + 3] ?? 255;
    const luma = ((data[p] ?? 0) * 299 + (data[p + 1] ?? 0) * 587 + (data[p + 2] ?? 0) * 114) / 1000;
    out[i] = 255 - ((255 - luma) * alpha) / 255;
  }
  return { width, height, data: out };
}

export function toRgba({ width, height, data }: Grey): Rgba {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    const value = data[i] ?? 255;
    out[p] = value;
    out[p + 1] = value;
    out[p + 2] = value;
    out[p + 3] = 255;
  }
  return { width, height, data: out };
}

/** Bilinear resampling to a new width (the height follows). */
export function scale(image: Grey, width: number): Grey {
  const factor = image.width / width;
  const height = Math.max(1, Math.round(image.height / factor));
  const out = new Uint8ClampedArray(width * height);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.max(0, (y + 0.5) * factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.max(0, (x + 0.5) * factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const fx = sx - x0;
      const top = (data[y0 * image.width + x0] ?? 0) * (1 - fx) + (data[y0 * image.width + x1] ?? 0) * fx;
      const bottom = (data[y1 * image.width + x0] ?? 0) * (1 - fx) + (data[y1 * image.width + x1] ?? 0) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data: out };
}

/** A box blur of the given radius, run twice (close to a Gaussian), on a small grid. */
function blur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  let current = values;
  for (let pass = 0; pass < 2; pass++) {
    const horizontal = new Float32Array(current.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let count = 0;
        for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) {
          sum += current[y * width + k] ?? 0;
          count++;
        }
        horizontal[y * width + x] = sum / count;
      }
    }
    const vertical = new Float32Array(current.length);
    for (let x = 0; x < width; x++) {
      for (let y = 0; y < height; y++) {
        let sum = 0;
        let count = 0;
        for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++) {
          sum += horizontal[k * width + x] ?? 0;
          count++;
        }
        vertical[y * width + x] = sum / count;
      }
    }
    current = vertical;
  }
  return current;
}

/**
 * Flat-field correction: the paper's brightness is estimated in blocks (a bright percentile, so ink does not count)
 * and smoothed; each pixel is divided by it, so shade, vignette and gradients vanish and paper becomes white.
 */
function flattenLighting(image: Grey): Grey {
  const { width, height, data } = image;
  const block = Math.max(8, Math.round(Math.max(width, height) / 48));
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const paper = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      histogram.fill(0);
      let count = 0;
      for (let y = row * block; y < Math.min(height, (row + 1) * block); y++) {
        for (let x = column * block; x < Math.min(width, (column + 1) * block); x++) {
          const value = data[y * width + x] ?? 0;
          histogram[value] = (histogram[value] ?? 0) + 1;
          count++;
        }
      }
      // The 90th percentile: the paper between the letters.
      let seen = 0;
      let level = 255;
      for (let value = 255; value >= 0; value--) {
        seen += histogram[value] ?? 0;
        if (seen >= count * 0.1) {
          level = value;
          break;
        }
      }
      paper[row * columns + column] = Math.max(level, 1);
    }
  }
  const smooth = blur(paper, columns, rows, 2);
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(columns - 1, x0 + 1);
      const fx = gx - x0;
      const background =
        ((smooth[y0 * columns + x0] ?? 255) * (1 - fx) + (smooth[y0 * columns + x1] ?? 255) * fx) * (1 - fy) +
        ((smooth[y1 * columns + x0] ?? 255) * (1 - fx) + (smooth[y1 * columns + x1] ?? 255) * fx) * fy;
      out[y * width + x] = ((data[y * width + x] ?? 0) / background) * 255;
    }
  }
  return { width, height, data: out };
}

/**
 * The tilt of the text lines in degrees, from the projection profile: rows of a straightened page alternate sharply
 * between ink and paper, so the angle whose row sums vary most is the page's. Measured on a small copy.
 */
function skewAngle(image: Grey, maxDegrees = 6, stepDegrees = 0.25): number {
  const small = image.width > 800 ? scale(image, 800) : image;
  const { width, height, data } = small;
  const ink: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 255) < 128) ink.push(x, y);
  }
  if (ink.length < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const centreX = width / 2;
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const rows = new Float64Array(height * 2);
    for (let i = 0; i < ink.length; i += 2) {
      const row = Math.round((ink[i + 1] ?? 0) - ((ink[i] ?? 0) - centreX) * slope + height / 2);
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (let row = 1; row < rows.length; row++) score += ((rows[row] ?? 0) - (rows[row - 1] ?? 0)) ** 2;
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return best;
}

/** Rotation about the centre (positive turns the content clockwise), filling the corners with white. */
export function rotate(image: Grey, degrees: number): Grey {
  if (Math.abs(degrees) < 0.1) return image;
  const { width, height, data } = image;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where this output pixel comes from in the source.
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const at = y0 * width + x0;
      out[y * width + x] =
        ((data[at] ?? 0) * (1 - fx) + (data[at + 1] ?? 0) * fx) * (1 - fy) +
        ((data[at + width] ?? 0) * (1 - fx) + (data[at + width + 1] ?? 0) * fx) * fy;
    }
  }
  return { width, height, data: out };
}

/** Whether a picture looks like a photo rather than a screen capture: screens have flat, exactly repeated colours. */
function looksLikePhoto(image: Rgba): boolean {
  const { width, height, data } = image;
  const counts = new Map<number, number>();
  let samples = 0;
  const stride = Math.max(1, Math.floor((width * height) / 20000));
  for (let i = 0; i < width * height; i += stride) {
    const p = i * 4;
    const key = ((data[p] ?? 0) << 16) | ((data[p + 1] ?? 0) << 8) | (data[p + 2] ?? 0);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    samples++;
  }
  // A screenshot is mostly one background colour; a photo's sensor noise spreads even white paper over many values.
  const top = Math.max(...counts.values());
  return top / samples < 0.3;
}

/** The widths the recogniser reads best: text lines of roughly 25–40 pixels. */
const PHOTO_WIDTH = 2000;

/** A picture as the recogniser should see it. */
export function prepareForOcr(image: Rgba): Grey {
  const grey = toGrey(image);
  if (!looksLikePhoto(image)) return grey;
  const flat = flattenLighting(grey);
  const scaled = flat.width < PHOTO_WIDTH ? scale(flat, PHOTO_WIDTH) : flat;
  return rotate(scaled, -skewAngle(scaled));
}
