import type { ReactNode } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { instantWidget, instantWidgetProps } from "@/lib/instant-widgets";
import { ContentSection } from "./content-section";

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: readonly FaqEntry[];
  children?: ReactNode;
}

/**
 * The FAQ accordion: one answer open at a time, and the open one can be closed again (docs/product.md §4).
 * Answers are force-mounted so all of them are in the prerendered HTML for search engines — and
 * so the page can open one before React has hydrated it (an instant widget).
 */
export function FaqSection({
  id = "faq",
  eyebrow,
  title,
  subtitle,
  items,
  children,
}: FaqSectionProps) {
  return (
    <ContentSection id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} narrow>
      <Accordion
        type="single"
        collapsible
        className="rounded-2xl border bg-card px-6 shadow-sm"
        {...instantWidgetProps(instantWidget.singleAccordion)}
      >
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index + 1}`} className="last:border-b-0">
            {/* The trigger is a button inside an h3 (Radix Header), keeping h2 -> h3 order. */}
            <AccordionTrigger className="py-5 hover:no-underline hover:text-primary">
              {item.question}
            </AccordionTrigger>
            <AccordionContent forceMount className="leading-relaxed">
              {item.answer}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      {children}
    </ContentSection>
  );
}
