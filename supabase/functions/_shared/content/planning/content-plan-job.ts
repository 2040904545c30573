/**
 * The `content-plan` job: plans the customer's current period (queued after each report and at
 * the end of every period by ensurePeriodPlanned). It ends the series when the subscription has
 * ended; while a renewal is not yet known it throws, so the back-off asks again later.
 */
import { liveSubscription } from "../../billing/live-subscription.ts";
import { PermanentJobError, type JobHandler } from "../../jobs/types.ts";
import { contentSubscriptionOf } from "./content-period.ts";
import { ensurePeriodPlanned } from "./plan-period.ts";

export const contentPlanJob: JobHandler = async (job, { sql }) => {
  if (!job.user_id) throw new PermanentJobError("content-plan needs a user");
  const live = await liveSubscription(sql, job.user_id);
  const subscription = contentSubscriptionOf(live);
  if (!subscription) {
    if (!live.current) return { skipped: "no live subscription" };
    throw new Error("The renewed subscription period is not known yet");
  }
  const outcome = await ensurePeriodPlanned(sql, job.user_id, subscription);
  return outcome ? { ...outcome } : { skipped: "no business profile" };
};
