import { leadRequestSchema, type LeadRequest } from "../_shared/contract/leads.ts";
import {
  LEAD_CATALOGUE,
  LEAD_FIELDS,
  LEAD_HONEYPOT_FIELD,
  LEAD_MERGE_WINDOW_HOURS,
  LEAD_RATE_LIMIT,
} from "../_shared/contract/leads-limits.ts";
import { getOptionalCaller } from "../_shared/auth.ts";
import { clientAddress, hashAddress } from "../_shared/client-address.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { rateLimitSetting, type RateLimit } from "../_shared/rate-limit-setting.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startRequest } from "../_shared/request.ts";

/** LEADS_RATE_LIMIT=<max>/<seconds>; the contract's limit (also stated in the privacy text) by default. */
const leadRateLimit = (): RateLimit =>
  rateLimitSetting("LEADS_RATE_LIMIT", {
    max: LEAD_RATE_LIMIT.max,
    windowSeconds: LEAD_RATE_LIMIT.windowMinutes * 60,
  });

export async function handler(req: Request): Promise<Response> {
  const start = startRequest(req, ["POST"]);
  if (!start.ok) return start.response;
  // The public pages' forms ask for Dutch explicitly (src/lib/public-function.ts).
  const { locale } = start;
  const messages = LEAD_CATALOGUE[locale];

  const body = await parseJsonBody(req, leadRequestSchema, {
    locale,
    fields: LEAD_FIELDS,
    catalogues: [LEAD_CATALOGUE],
  });
  if (!body.ok) return body.response;
  const lead = body.data;
  if ((lead[LEAD_HONEYPOT_FIELD] ?? "").trim() !== "") return json({ ok: true });

  const caller = await getOptionalCaller(req);
  if (!caller.ok) return caller.response;

  try {
    const limit = leadRateLimit();
    const ipHash = await hashAddress(clientAddress(req));
    // A signed-in caller is counted per account as well as per address.
    const subjects = caller.user ? [ipHash, await hashAddress(`user:${caller.user.id}`)] : [ipHash];
    const accepted = await storeLead(getSql(), lead, { ipHash, subjects, limit });
    if (!accepted) {
      return errorResponse(429, messages.rateLimited, {
        "Retry-After": String(limit.windowSeconds),
      });
    }
    return json({ ok: true });
  } catch (error) {
    console.error("leads: could not store the lead", error);
    return errorResponse(503, messages.unavailable);
  }
}

interface LeadLimit {
  /** The hashed address stored with the lead. */
  ipHash: string;
  /** Hashed rate-limit subjects (lead_submissions.ip_hash): the address, and the account if any. */
  subjects: string[];
  limit: RateLimit;
}

/** Rate limit and store (insert or merge) in one transaction; false when rate-limited. */
async function storeLead(sql: Sql, lead: LeadRequest, { ipHash, subjects, limit }: LeadLimit) {
  return sql.begin(async (tx) => {
    for (const subject of subjects) {
      // Serialises concurrent submissions per subject, so six at once cannot all pass.
      await tx`select pg_advisory_xact_lock(hashtext(${`leads:${subject}`}))`;
      await tx`
        delete from public.lead_submissions
        where ip_hash = ${subject} and created_at < now() - interval '1 day'`;
      const [{ count }] = await tx<{ count: number }[]>`
        select count(*)::int as count from public.lead_submissions
        where ip_hash = ${subject}
          and created_at > now() - make_interval(secs => ${limit.windowSeconds})`;
      if (count >= limit.max) return false;
    }
    for (const subject of subjects) {
      await tx`insert into public.lead_submissions (ip_hash) values (${subject})`;
    }

    const contact = lead.kind === "contact" ? lead : null;
    const fields = {
      first_name: contact?.firstName ?? null,
      last_name: contact?.lastName ?? null,
      subject: contact?.subject ?? null,
      message: contact?.message ?? null,
    };
    const emailKey = lead.email.toLowerCase();
    const [existing] = await tx<{ id: string }[]>`
      select id from public.leads
      where email_key = ${emailKey} and kind = ${lead.kind}
        and first_seen_at > now() - make_interval(hours => ${LEAD_MERGE_WINDOW_HOURS})
      order by first_seen_at desc
      limit 1
      for update`;
    if (existing) {
      await tx`
        update public.leads set
          submission_count = submission_count + 1,
          last_seen_at = now(),
          email = ${lead.email},
          first_name = coalesce(${fields.first_name}, first_name),
          last_name = coalesce(${fields.last_name}, last_name),
          subject = coalesce(${fields.subject}, subject),
          message = coalesce(${fields.message}, message),
          ip_hash = coalesce(${ipHash}, ip_hash)
        where id = ${existing.id}`;
    } else {
      await tx`
        insert into public.leads
          (kind, email, email_key, first_name, last_name, subject, message, ip_hash)
        values
          (${lead.kind}, ${lead.email}, ${emailKey}, ${fields.first_name}, ${fields.last_name},
           ${fields.subject}, ${fields.message}, ${ipHash})`;
    }
    return true;
  });
}
