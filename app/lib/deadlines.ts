/**
 * How long anything outside may hold a request or a queue consumer, in one place. Each is an overall deadline:
 * retries, repair rounds and redirects happen inside it, never as a per-attempt timeout multiplied by them.
 */
export const DEADLINES = {
  /** A call to the AI provider (ideas, a recipe, a page or pictures read, a title photo), retries included. */
  aiMs: 30_000,
  /** A fetched site: DNS, every redirect hop, the connection and the whole body. */
  siteMs: 10_000,
  /** Handing one e-mail to the mail API. */
  mailMs: 10_000,
  /**
   * A title-picture job from request to stored picture: four attempts (the first and the queue's three retries) of a
   * provider call within its deadline, the backoff between them and the queue's own delays, with room to spare. A
   * recipe still waiting after this is treated as failed and refunded.
   */
  titlePictureMs: 15 * 60_000,
} as const;
