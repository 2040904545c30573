import { beforeAll, describe, expect, it, vi } from "vitest";
import { claimForWriting } from "../../supabase/functions/_shared/content/writing/write-post.ts";
import { runPostAction } from "../../supabase/functions/content/post-actions.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, postsOf, saveProfile, type PostJson } from "./content-support.ts";
import { actAsFunctionProcess } from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";
import { useStatementLog } from "./statement-log.ts";

/**
 * A change to a post answers with the row its update returned: the post is read once, before the
 * change (to check its status), and not again after it. The actions run in this process on a
 * connection that logs every statement it sends.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator();

const log = useStatementLog(emulator);
/** Reads of public.content_posts since the last call. */
const postReads = () => log.readsOf("public.content_posts");

let pro: Customer;
let posts: PostJson[];
beforeAll(async () => {
  pro = await signUpCustomer(emulator(), "terug");
  await subscribe(emulator(), pro, "price_pro");
  await saveProfile(pro, `${site().origin}/goed`);
  // The onboarding scan, the content plan it queues and today's post.
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  posts = postsOf(await callContent(pro, "GET"));
});

/** The action through the function's own code, on the logging connection. */
async function act(action: Parameters<typeof runPostAction>[2]) {
  actAsFunctionProcess(emulator(), [site().host]);
  log.clear();
  const answer = await runPostAction(log.db(), pro.id, action, "nl");
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { post: PostJson }).post;
}

describe("a changed post is answered from its update", () => {
  it("a new topic: the post is read once, before the change", async () => {
    const planned = posts.find((post) => post.status === "planned")!;
    const post = await act({
      action: "update-topic",
      id: planned.id,
      topic: "Wanneer vervang je een cv-ketel?",
      focusKeyword: "cv-ketel vervangen",
      secondaryKeywords: ["warmtepomp installateur"],
    });
    expect(post).toMatchObject({
      id: planned.id,
      status: "planned",
      topic: "Wanneer vervang je een cv-ketel?",
      focusKeyword: "cv-ketel vervangen",
      secondaryKeywords: ["warmtepomp installateur"],
    });
    expect(postReads()).toBe(1);
  });

  it("approving a draft: read once; approving it again answers the post as it is", async () => {
    const draft = posts.find((post) => post.status === "draft" || post.status === "review")!;
    expect(await act({ action: "approve", id: draft.id })).toMatchObject({
      id: draft.id,
      status: "approved",
      title: draft.title,
    });
    expect(postReads()).toBe(1);
    expect(await act({ action: "approve", id: draft.id })).toMatchObject({ status: "approved" });
    expect(postReads()).toBe(1);
  });

  it("claiming a planned post for writing returns the whole row without reading it again", async () => {
    const planned = posts.filter((post) => post.status === "planned").at(-1)!;
    log.clear();
    expect(await claimForWriting(log.db(), planned.id)).toMatchObject({
      id: planned.id,
      user_id: pro.id,
      status: "writing",
      topic: planned.topic,
    });
    expect(postReads()).toBe(0);
    expect(await claimForWriting(log.db(), planned.id)).toBeNull();
    // Put back for the job that will write it.
    await db()`update public.content_posts set status = 'planned' where id = ${planned.id}`;
  });
});
