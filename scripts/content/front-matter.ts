/**
 * The front matter of the Markdown under content/ (help centre, blog, guides): YAML between `---`
 * lines, in the small subset those files use — `key: value` lines and `key:` followed by
 * `  - item` lines. Numbers stay numbers; dates stay strings (a YAML library would make them Date
 * objects, which then print in the machine's time zone). Anything else is refused with the file
 * and line, so a typo fails the build instead of silently dropping a field.
 */
export type FrontMatterValue = string | number | string[];
export type FrontMatter = Record<string, FrontMatterValue>;

/** Strips matching outer quotes from a scalar. */
function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

export function parseFrontMatter(block: string, path: string): FrontMatter {
  const meta: FrontMatter = {};
  let listKey: string | null = null;
  for (const line of block.split("\n")) {
    if (line.trim() === "") continue;
    const item = /^ {2}- (.+)$/.exec(line);
    if (item && listKey) {
      (meta[listKey] as string[]).push(unquote(item[1].trim()));
      continue;
    }
    const pair = /^([A-Za-z]+):(?: (.*))?$/.exec(line);
    if (!pair) throw new Error(`${path}: unreadable front matter line "${line}"`);
    const [, key, raw = ""] = pair;
    if (raw.trim() === "") {
      meta[key] = [];
      listKey = key;
    } else {
      const value = unquote(raw.trim());
      meta[key] = /^\d+$/.test(value) ? Number(value) : value;
      listKey = null;
    }
  }
  return meta;
}

/** Splits a Markdown file into its front matter and body. */
export function splitFrontMatter(text: string, path: string): { meta: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${path}: no front matter between --- lines`);
  return { meta: parseFrontMatter(match[1], path), body: match[2] };
}
