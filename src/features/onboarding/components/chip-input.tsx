import { X } from "lucide-react";
import { useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/components/ui/field";

export interface ChipInputCopy {
  /** The accessible name of the list of chips ("Toegevoegde zoekwoorden"). */
  list: string;
  remove: (item: string) => string;
  counter: (count: number, max: number) => string;
}

interface ChipInputProps {
  control: FieldControlProps;
  items: string[];
  max: number;
  /** Longest single item: the field stops there (a pasted comma list is split first). */
  maxLength: number;
  copy: ChipInputCopy;
  /** The form's name for the field, so a refusal can focus it (`data-field`). */
  field: string;
  onChange: (items: string[]) => void;
}

/**
 * A list typed as chips (keywords, products and services): Enter or a comma adds what was typed,
 * Backspace in the empty field removes the last one, each chip has its own remove button. Text not
 * yet added is added on blur, so nothing typed is lost when the visitor moves on.
 */
export function ChipInput({
  control,
  items,
  max,
  maxLength,
  copy,
  field,
  onChange,
}: ChipInputProps) {
  const [draft, setDraft] = useState("");

  function add(raw: string) {
    const additions = raw
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
    if (additions.length > 0) onChange([...items, ...additions]);
    setDraft("");
  }

  // A pasted list ("bakker, brood, taart") is longer than one item may be: split it into chips
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
    } else if (event.key === "Backspace" && draft === "" && items.length > 0) {
      onChange(items.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={copy.list}>
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm"
            >
              {item}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={copy.remove(item)}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        data-field={field}
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
        {copy.counter(items.length, max)}
      </p>
    </div>
  );
}
