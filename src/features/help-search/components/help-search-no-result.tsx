import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { CONTACT_QUESTION_PARAM, paths } from "@/config/paths";
import type { helpSearchResultsCopy } from "@/content/help-search";

/** On a phone the longer label wraps inside its button instead of running past its edges. */
const OFFER = "h-auto min-h-11 whitespace-normal py-2 text-center";

interface HelpSearchNoResultProps {
  question: string;
  copy: typeof helpSearchResultsCopy;
  onOpenChat: () => void;
}

/** Nothing found: the two ways to ask a person, the contact form with the question already filled in. */
export function HelpSearchNoResult({ question, copy, onOpenChat }: HelpSearchNoResultProps) {
  return (
    <div className="mt-4 rounded-lg border bg-background p-4 text-left shadow-sm">
      <p className="font-semibold text-foreground">{copy.noResult}</p>
      <p className="mt-1 text-sm text-muted-foreground">{copy.noResultText}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" className={OFFER} onClick={onOpenChat}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {copy.chatLabel}
        </Button>
        <Button asChild variant="outline" className={OFFER}>
          <Link to={`${paths.contact}?${CONTACT_QUESTION_PARAM}=${encodeURIComponent(question)}`}>
            <Mail aria-hidden="true" className="size-4" />
            {copy.contactLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
