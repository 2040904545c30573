import { describe, expect, it } from "vitest";
import { LOCALES } from "@contract/locale";
import { NAMESPACES } from "@/i18n/catalogue";
import { i18n } from "@/i18n/i18n";
import { en } from "@/i18n/locales/en";
import { nl } from "@/i18n/locales/nl";

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message as "namespace:dotted.key" (plural forms folded into one key) → its variables. */
function messages(catalogue: Tree, prefix = ""): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path =
      prefix === "" ? `${key}:` : prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === "string") {
      const base = path.replace(PLURAL_SUFFIX, "");
      const variables = found.get(base) ?? new Set<string>();
      for (const match of value.matchAll(/\{\{\s*(\w+)/g)) variables.add(match[1] as string);
      found.set(base, variables);
    } else {
      for (const [inner, variables] of messages(value, path)) found.set(inner, variables);
    }
  }
  return found;
}

const catalogues: Record<(typeof LOCALES)[number], Tree> = { nl, en };

describe("the catalogues", () => {
  const dutch = messages(nl);

  it("cover every language and namespace", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(catalogue).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(LOCALES.filter((locale) => locale !== "nl"))(
    "%s has every Dutch key and no other, with the same variables",
    (locale) => {
      const other = messages(catalogues[locale]);
      expect([...other.keys()].sort()).toEqual([...dutch.keys()].sort());
      for (const [key, variables] of dutch) {
        expect({ key, variables: [...(other.get(key) ?? [])].sort() }).toEqual({
          key,
          variables: [...variables].sort(),
        });
      }
    },
  );

  it("no message is empty", () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const key of messages(catalogue).keys()) expect(key).not.toMatch(/:$/);
    }
    const empty = JSON.stringify(catalogues).match(/:""/g);
    expect(empty).toBeNull();
  });
});

describe("typed keys", () => {
  it("a known key with its variable resolves; a wrong key does not compile", () => {
    const t = i18n.getFixedT("nl", "auth");
    expect(t("passwordHint", { min: 6 })).toBe("Je wachtwoord moet minstens 6 tekens lang zijn.");
    // @ts-expect-error -- proves the key typing is live: "titel" is not a key of the catalogue.
    expect(t("modes.signIn.titel")).toBe("modes.signIn.titel");
  });

  it("plurals follow the language's rules", () => {
    const dutch = i18n.getFixedT("nl", "auth");
    const english = i18n.getFixedT("en", "auth");
    expect(dutch("errors.emailRateLimitWait", { count: 1 })).toBe(
      "Om veiligheidsredenen kun je dit pas over 1 seconde opnieuw aanvragen.",
    );
    expect(dutch("errors.emailRateLimitWait", { count: 42 })).toBe(
      "Om veiligheidsredenen kun je dit pas over 42 seconden opnieuw aanvragen.",
    );
    expect(english("errors.emailRateLimitWait", { count: 42 })).toBe(
      "For security purposes, you can only request this after 42 seconds.",
    );
  });
});
