import { z } from "zod";
import {
  isLocalSupabaseUrl,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from "./supabase-defaults";

/**
 * Public (browser) configuration, validated once. Only VITE_* values reach the bundle, so nothing
 * here may be secret: the anon key is public by design and RLS protects the data.
 * Imported lazily by src/lib/supabase.ts only, so public pages never load zod for it.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const schema = z
  .object({
    VITE_SUPABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: "VITE_SUPABASE_URL must be an http(s) URL" })
        .default(LOCAL_SUPABASE_URL),
    ),
    VITE_SUPABASE_ANON_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  })
  .transform((env, ctx) => {
    const supabaseUrl = env.VITE_SUPABASE_URL.replace(/\/+$/, "");
    const supabaseAnonKey =
      env.VITE_SUPABASE_ANON_KEY ??
      (isLocalSupabaseUrl(supabaseUrl) ? LOCAL_SUPABASE_ANON_KEY : undefined);
    if (!supabaseAnonKey) {
      ctx.addIssue({
        code: "custom",
        path: ["VITE_SUPABASE_ANON_KEY"],
        message:
          "VITE_SUPABASE_ANON_KEY is required when VITE_SUPABASE_URL is not the local emulator",
      });
      return z.NEVER;
    }
    return { supabaseUrl, supabaseAnonKey };
  });

export type PublicEnv = z.output<typeof schema>;

/** Parses a Vite env object; throws a readable error naming the broken variable. */
export function parsePublicEnv(source: Record<string, unknown>): PublicEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid public environment: ${details}`);
  }
  return result.data;
}

export const publicEnv: PublicEnv = parsePublicEnv(import.meta.env);
