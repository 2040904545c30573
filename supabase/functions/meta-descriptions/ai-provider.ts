import { z } from "zod";
import { getEnv } from "../_shared/env.ts";
import { META_MAX_LENGTH, META_MIN_LENGTH, type MetaInput } from "./generate.ts";

/**
 * Optional AI writer. Enabled only when the function has an API key secret (OPENAI_API_KEY, or
 * AI_API_KEY for another OpenAI-compatible endpoint set with AI_API_URL). The key never leaves
 * the server. Any failure — network, timeout, odd output — returns null and the caller uses the
 * built-in generator, so customers always get suggestions.
 */
export interface AiConfig {
  apiKey: string;
  url: string;
  model: string;
  timeoutMs: number;
}

export function aiConfigFromEnv(): AiConfig | null {
  const apiKey = getEnv("AI_API_KEY") ?? getEnv("OPENAI_API_KEY");
  if (!apiKey) return null;
  return {
    apiKey,
    url: getEnv("AI_API_URL") ?? "https://api.openai.com/v1/chat/completions",
    model: getEnv("AI_MODEL") ?? "gpt-4o-mini",
    timeoutMs: 10_000,
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const suggestionsSchema = z.object({ suggestions: z.array(z.string()) });

function prompt({ name, description }: MetaInput): string {
  return [
    `Schrijf drie verschillende Nederlandse meta descriptions voor het bedrijf "${name}".`,
    `Beschrijving van het bedrijf: ${description}`,
    `Eisen: elk tussen ${META_MIN_LENGTH} en ${META_MAX_LENGTH} tekens, noem "${name}" letterlijk,`,
    "gebruik de belangrijkste woorden uit de beschrijving, eindig met een leesteken,",
    "varieer: één gericht op het voordeel, één die opent met een vraag, één met een oproep tot actie.",
    'Antwoord uitsluitend met JSON: {"suggestions": ["...", "...", "..."]}',
  ].join("\n");
}

export async function suggestWithAi(
  input: MetaInput,
  config: AiConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<string[] | null> {
  try {
    const response = await fetchImpl(config.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        response_format: { type: "json_object" },
        messages: [{ role: "user", content: prompt(input) }],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      console.warn(
        `meta-descriptions: AI provider answered ${response.status}, using the built-in generator`,
      );
      return null;
    }
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? "";
    const { suggestions } = suggestionsSchema.parse(JSON.parse(content));
    const usable = [...new Set(suggestions.map((text) => text.replace(/\s+/g, " ").trim()))].filter(
      (text) =>
        text.length >= META_MIN_LENGTH &&
        text.length <= META_MAX_LENGTH &&
        text.toLowerCase().includes(input.name.toLowerCase()),
    );
    if (usable.length < 3) {
      console.warn(
        `meta-descriptions: AI provider gave ${usable.length} usable suggestions, using the built-in generator`,
      );
      return null;
    }
    return usable.slice(0, 3);
  } catch (error) {
    console.warn("meta-descriptions: AI provider failed, using the built-in generator", error);
    return null;
  }
}
