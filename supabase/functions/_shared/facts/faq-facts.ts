/**
 * Questions the site answers, as the site answers them: <details> with a <summary>, <dt>/<dd>
 * pairs, and headings that end in a question mark followed by their answer. (FAQPage JSON-LD is
 * read by json-ld-facts.ts.)
 */
import { candidate, type FactCandidate } from "./fact-candidate.ts";
import type { PageBlock, ReadPage } from "./page-reader.ts";

/** Whether `el` is `ancestor` or lies within it. */
function inside(el: PageBlock["container"], ancestor: PageBlock["container"]): boolean {
  for (let node: PageBlock["container"] | null = el; node;) {
    if (node === ancestor) return true;
    node = (node.parentNode as PageBlock["container"] | null) ?? null;
  }
  return false;
}

const oneLine = (text: string) => text.replace(/\n/g, " ").trim();

function answerAfter(page: ReadPage, index: number, within: (block: PageBlock) => boolean) {
  const parts: string[] = [];
  for (const block of page.blocks.slice(index + 1)) {
    if (!within(block) || block.headingLevel || block.tag === "summary" || block.tag === "dt")
      break;
    parts.push(oneLine(block.text));
  }
  return parts.join(" ");
}

export function faqFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  page.blocks.forEach((block, index) => {
    if (block.chrome) return;
    const question = oneLine(block.text);
    let answer = "";
    if (block.tag === "summary") {
      // In <details> the answer shares the container; in an accordion it sits in a panel
      // inside the question's item.
      answer = answerAfter(page, index, (b) => inside(b.container, block.container));
    } else if (block.tag === "dt" && (question.endsWith("?") || page.kind === "faq")) {
      answer = answerAfter(page, index, (b) => b.container === block.container && b.tag === "dd");
    } else if (
      block.headingLevel &&
      block.headingLevel >= 2 &&
      question.endsWith("?") &&
      // "Waarom Van Dijk?" over a list of selling points is a pitch, not a question answered.
      (page.kind === "faq" || !/^waarom\b/i.test(question))
    ) {
      answer = answerAfter(page, index, (b) => !b.chrome);
    } else return;
    if (!answer) return;
    facts.push(candidate(page, "faq", { text: `${question} ${answer}`, question, answer }));
  });
  return facts;
}
