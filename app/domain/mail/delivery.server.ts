import { AsyncLocalStorage } from "node:async_hooks";

/**
 * better-auth sends its mails as background work and swallows their errors, so a page could not tell a user that
 * the mail they are waiting for never left. Mails sent on its behalf report failures here; a page action wraps the
 * better-auth call and learns whether every mail went out.
 */
const deliveries = new AsyncLocalStorage<{ failed: boolean }>();

export function reportMailFailure(): void {
  const delivery = deliveries.getStore();
  if (delivery) delivery.failed = true;
}

export async function trackMailDelivery<T>(run: () => Promise<T>): Promise<{ result: T; mailFailed: boolean }> {
  const delivery = { failed: false };
  const result = await deliveries.run(delivery, run);
  return { result, mailFailed: delivery.failed };
}
