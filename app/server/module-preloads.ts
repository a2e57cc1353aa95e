const PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the page's module preloads (React Router's, in the head) as low priority. A page rendered on the server shows
 * its content without its scripts, so on a phone's slow connection the stylesheet and the pictures in view come
 * first and the scripts that make the page interactive right after, instead of some forty script files competing
 * with them from the first byte (issue 24). Only the head is rewritten; the rest of the stream passes untouched.
 */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let passed = false;
  const release = (controller: TransformStreamDefaultController<Uint8Array>) => {
    passed = true;
    controller.enqueue(encoder.encode(head.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`)));
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (passed) return controller.enqueue(chunk);
      head += decoder.decode(chunk, { stream: true });
      if (head.includes("</head>")) release(controller);
    },
    flush(controller) {
      if (!passed) release(controller);
    },
  });
}
