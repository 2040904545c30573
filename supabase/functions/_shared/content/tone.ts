/**
 * Dutch forms of address. Phrases are written once with tokens and `fillTokens` turns them into
 * the formal ("u/uw") or informal ("je/jouw") form, so a text never mixes the two:
 * - `{u}`, `{U}`, `{uw}`, `{Uw}`, `{jouw}`, `{uzelf}`, `{zich}`: pronouns. Before a verb `{u}` is safe
 *   because "u kunt/je kunt", "u bent/je bent", "u hebt/je hebt" agree in both forms.
 * - `{inv:leest}` / `{Inv:leest}`: an inverted verb and pronoun ("leest u" / "lees je"), where
 *   the informal form loses its final t, except for the verbs in INFORMAL_STEMS.
 */
import type { WriterProfile } from "./types.ts";

type Tone = WriterProfile["tone"];

const PRONOUNS: Record<string, readonly [formal: string, informal: string]> = {
  u: ["u", "je"],
  U: ["U", "Je"],
  uw: ["uw", "je"],
  Uw: ["Uw", "Je"],
  jouw: ["uw", "jouw"],
  uzelf: ["uzelf", "jezelf"],
  /** The reflexive after {u}: "als u zich … voelt" / "als je je … voelt". */
  zich: ["zich", "je"],
};

/** Verbs whose "je" form is not the "u" form minus its final t. */
const INFORMAL_STEMS: Record<string, string> = {
  heeft: "heb",
  gaat: "ga",
  staat: "sta",
  weet: "weet",
  let: "let",
  zet: "zet",
  moet: "moet",
  laat: "laat",
  wacht: "wacht",
  start: "start",
  test: "test",
  meet: "meet",
  zit: "zit",
  vergeet: "vergeet",
  geniet: "geniet",
};

function inverted(verb: string, tone: Tone): string {
  if (tone === "formal") return `${verb} u`;
  const stem = INFORMAL_STEMS[verb] ?? (verb.endsWith("t") ? verb.slice(0, -1) : verb);
  return `${stem} je`;
}

/** Replaces every `{token}` with the tone's form or a value from `vars`; unknown tokens throw. */
export function fillTokens(
  template: string,
  tone: Tone,
  vars: Readonly<Record<string, string>> = {},
): string {
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const pronoun = PRONOUNS[name];
    if (pronoun) return pronoun[tone === "formal" ? 0 : 1];
    if (name.startsWith("inv:")) return inverted(name.slice(4), tone);
    if (name.startsWith("Inv:")) return capitalize(inverted(name.slice(4), tone));
    const value = vars[name];
    if (value === undefined) throw new Error(`Onbekend token in tekstsjabloon: {${name}}`);
    return value;
  });
}

/** First letter upper-case, the rest untouched ("loodgieter Utrecht" → "Loodgieter Utrecht"). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("nl") + text.slice(1);
}
