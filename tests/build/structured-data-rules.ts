/**
 * What Google's rich-result documentation asks of the schema.org types our article pages carry:
 * required properties (without them no rich result) and the recommended ones we promise. Checked
 * on the JSON-LD as built, so a missing or empty property fails the build test.
 */
type Json = Record<string, unknown>;

const present = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

function missing(object: Json, properties: readonly string[], where: string): string[] {
  return properties.filter((name) => !present(object[name])).map((name) => `${where}.${name}`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;
const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const ABSOLUTE_URL = /^https:\/\/[^\s]+$/;

/** Article / BlogPosting: Google has no required properties; these are its recommended ones. */
export function blogPostingProblems(data: Json): string[] {
  const problems = missing(
    data,
    [
      "headline",
      "datePublished",
      "dateModified",
      "author",
      "publisher",
      "image",
      "mainEntityOfPage",
    ],
    "BlogPosting",
  );
  if (typeof data.headline === "string" && data.headline.length > 110)
    problems.push("BlogPosting.headline longer than 110 characters");
  for (const key of ["datePublished", "dateModified"])
    if (present(data[key]) && !ISO_DATE.test(String(data[key])))
      problems.push(`BlogPosting.${key} is not ISO 8601`);
  const author = (data.author ?? {}) as Json;
  if (author["@type"] !== "Person") problems.push("BlogPosting.author is not a Person");
  problems.push(...missing(author, ["name", "jobTitle"], "BlogPosting.author"));
  const publisher = (data.publisher ?? {}) as Json;
  if (publisher["@type"] !== "Organization")
    problems.push("BlogPosting.publisher is not an Organization");
  problems.push(...missing(publisher, ["name", "logo"], "BlogPosting.publisher"));
  const logo = publisher.logo as Json | string | undefined;
  const logoUrl = typeof logo === "string" ? logo : logo?.url;
  if (!ABSOLUTE_URL.test(String(logoUrl))) problems.push("BlogPosting.publisher.logo has no URL");
  const page = (data.mainEntityOfPage ?? {}) as Json;
  if (!ABSOLUTE_URL.test(String(page["@id"])))
    problems.push("BlogPosting.mainEntityOfPage has no @id");
  return problems;
}

/** BreadcrumbList: itemListElement of ListItems with position, name and item (the last may omit it). */
export function breadcrumbListProblems(data: Json): string[] {
  const items = (data.itemListElement ?? []) as Json[];
  if (items.length < 2) return ["BreadcrumbList.itemListElement has fewer than 2 items"];
  return items.flatMap((item, index) => {
    const where = `BreadcrumbList.itemListElement[${index}]`;
    const problems = missing(item, ["position", "name"], where);
    if (item["@type"] !== "ListItem") problems.push(`${where} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`${where}.position is not ${index + 1}`);
    if (index < items.length - 1 && !ABSOLUTE_URL.test(String(item.item)))
      problems.push(`${where}.item is not an absolute URL`);
    return problems;
  });
}

/** HowTo: name and step (HowToStep with text) required; totalTime, image, step name and url recommended. */
export function howToProblems(data: Json): string[] {
  const problems = missing(data, ["name", "step", "totalTime", "image"], "HowTo");
  if (present(data.totalTime) && !ISO_DURATION.test(String(data.totalTime)))
    problems.push("HowTo.totalTime is not an ISO 8601 duration");
  const steps = (data.step ?? []) as Json[];
  steps.forEach((step, index) => {
    const where = `HowTo.step[${index}]`;
    if (step["@type"] !== "HowToStep") problems.push(`${where} is not a HowToStep`);
    problems.push(...missing(step, ["text", "name", "url"], where));
    if (!/^https:\/\/[^#\s]+#[\w-]+$/.test(String(step.url)))
      problems.push(`${where}.url is not an absolute URL with an #anchor`);
  });
  return problems;
}
