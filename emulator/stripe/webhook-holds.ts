/**
 * The test hook's held-back webhooks: every delivery, or only the events about some customers,
 * so that one test's late webhook does not delay the webhooks of the tests running beside it.
 */
export class WebhookHolds {
  private all = false;
  private readonly customers = new Set<string>();

  /** Without customers: every delivery; with customers: the events about them. */
  set(on: boolean, customers: readonly string[]): void {
    if (customers.length === 0) this.all = on;
    for (const customer of customers) {
      if (on) this.customers.add(customer);
      else this.customers.delete(customer);
    }
  }

  holds(payload: string): boolean {
    if (this.all) return true;
    return this.customers.size > 0 && this.customers.has(eventCustomer(payload));
  }
}

/** The customer an event is about: its object's `customer`, or the customer object itself. */
function eventCustomer(payload: string): string {
  const object = (JSON.parse(payload) as { data?: { object?: Record<string, unknown> } }).data
    ?.object;
  if (object?.object === "customer") return String(object.id);
  return typeof object?.customer === "string" ? object.customer : "";
}
