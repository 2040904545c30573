import {
  buildChatTopics,
  fallbackReplies,
  type ChatTopic,
  type ChatTopicId,
} from "@/content/chat-topics";

/** Lower case without accents, so "geïnteresseerd" and "Prijs?" match plain keywords. */
function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A keyword matches at the start of a word ("kost" finds "kosten", "functie" finds "functies").
 * Keywords of three letters or fewer ("hi", "hoi", "try") must be whole words, otherwise "hi"
 * would find "hier".
 */
function keywordPattern(keyword: string): RegExp {
  const tail = keyword.length <= 3 ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(normalise(keyword))}${tail}`, "u");
}

type CompiledTopic = { topic: ChatTopic; patterns: RegExp[] };
let compiled: CompiledTopic[] | undefined;

/**
 * The topics with their keyword patterns, compiled on the first message rather than when the chat
 * chunk loads: compiling the Unicode patterns took ~15 ms of main thread while the page loaded
 * (about 60 ms at Lighthouse's 4× slower CPU, issue 13).
 */
function compiledTopics(): CompiledTopic[] {
  compiled ??= buildChatTopics().map((topic) => ({
    topic,
    patterns: topic.keywords.map(keywordPattern),
  }));
  return compiled;
}

/** The first topic (in priority order) whose keywords occur in the message, if any. */
export function matchTopic(text: string): ChatTopic | undefined {
  const haystack = normalise(text);
  return compiledTopics().find(({ patterns }) => patterns.some((pattern) => pattern.test(haystack)))
    ?.topic;
}

export function matchTopicId(text: string): ChatTopicId | undefined {
  return matchTopic(text)?.id;
}

/**
 * The canned reply to a visitor's message (docs/product.md §9): a keyword topic, otherwise one of the five
 * fallback prompts picked with `random` (injected so tests can pin it).
 */
export function chooseReply(text: string, random: () => number = Math.random): string {
  const topic = matchTopic(text);
  if (topic) return topic.reply;
  const index = Math.min(Math.floor(random() * fallbackReplies.length), fallbackReplies.length - 1);
  return fallbackReplies[Math.max(index, 0)];
}
