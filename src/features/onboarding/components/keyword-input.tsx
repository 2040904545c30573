import { X } from "lucide-react";
import { useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/components/ui/field";
import { onboardingContent as copy } from "@/content/onboarding";

interface KeywordInputProps {
  control: FieldControlProps;
  keywords: string[];
  max: number;
  /** Longest single keyword: the field stops there (a pasted comma list is split first). */
  maxLength: number;
  onChange: (keywords: string[]) => void;
}

/**
 * Keywords as chips: Enter or a comma adds what was typed, Backspace in the empty field removes the
 * last one, each chip has its own remove button. Text not yet added is added on blur, so nothing
 * typed is lost when the visitor moves on.
 */
export function KeywordInput({ control, keywords, max, maxLength, onChange }: KeywordInputProps) {
  const [draft, setDraft] = useState("");

  function add(raw: string) {
    const additions = raw
      .split(",")
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword !== "");
    if (additions.length > 0) onChange([...keywords, ...additions]);
    setDraft("");
  }

  // A pasted list ("bakker, brood, taart") is longer than one keyword may be: split it into chips
  // before the field's maxLength would cut it.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text");
    if (!pasted.includes(",")) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    add(
      draft.slice(0, selectionStart ?? draft.length) +
        pasted +
        draft.slice(selectionEnd ?? draft.length),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && keywords.length > 0) {
      onChange(keywords.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {keywords.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={copy.fields.keywordsList}>
          {keywords.map((keyword, index) => (
            <li
              key={`${keyword}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm"
            >
              {keyword}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={copy.fields.removeKeyword(keyword)}
                onClick={() => onChange(keywords.filter((_, i) => i !== index))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => {
          const value = event.target.value;
          if (value.includes(",")) add(value);
          else setDraft(value);
        }}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={() => add(draft)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {copy.fields.keywordsCounter(keywords.length, max)}
      </p>
    </div>
  );
}
