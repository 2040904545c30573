import { Stripe } from "../stripe.ts";

/** An open session this young for the very same request is reused (a double click, a second tab). */
export const REUSE_OPEN_SESSION_SECONDS = 60 * 60;

/** What makes two checkout requests the same: plan, trial or not, and where they return to. */
function requestKey(session: {
  metadata?: Record<string, string | number | null> | null;
  success_url?: string | null;
  cancel_url?: string | null;
}): string {
  const metadata = session.metadata ?? {};
  return JSON.stringify([
    metadata.vindbaar_price ?? null,
    metadata.vindbaar_trial ?? null,
    session.success_url ?? null,
    session.cancel_url ?? null,
  ]);
}

async function openSessions(stripe: Stripe, customer: string) {
  // Stripe lists newest first.
  return (await stripe.checkout.sessions.list({ customer, status: "open", limit: 100 })).data;
}

/**
 * The Checkout Session to send the customer to, keeping at most one open session per customer:
 * a still-open session for the same request made within the hour is reused; otherwise a new one
 * is made. Then every open session but the newest is expired, so a page left open in another tab
 * can no longer start a second subscription. Two concurrent calls converge on the newest session;
 * a caller whose request it matches is sent there too.
 */
export async function openCheckoutSession(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams & { customer: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<Stripe.Checkout.Session> {
  const key = requestKey(params);
  const reusable = (await openSessions(stripe, params.customer)).find(
    (session) =>
      requestKey(session) === key && nowSeconds - session.created < REUSE_OPEN_SESSION_SECONDS,
  );
  const mine = reusable ?? (await stripe.checkout.sessions.create(params));

  const [newest, ...older] = await openSessions(stripe, params.customer);
  for (const session of older) await expireQuietly(stripe, session.id);
  return newest && newest.id !== mine.id && requestKey(newest) === key ? newest : mine;
}

/** Expires a session; one that completed or expired meanwhile is fine as it is. */
async function expireQuietly(stripe: Stripe, id: string) {
  try {
    await stripe.checkout.sessions.expire(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw error;
  }
}
