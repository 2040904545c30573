import { Search } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { ChunkLoader } from "@/lib/chunk-loader";
import type { HelpSearchCopy } from "../copy";
import { HELP_SEARCH_QUERY_MAX_LENGTH } from "../limits";
import { helpSearchLoader, type LoadedHelpSearch } from "../load-help-search";
import { HelpSearchSlot } from "./help-search-slot";

interface HelpSearchProps extends HelpSearchCopy {
  /** Opens the site's chat: offered when nothing is found. */
  onOpenChat: () => void;
  /** Test seam: where the search and its index come from. */
  loader?: ChunkLoader<LoadedHelpSearch>;
}

/**
 * The help-centre search box. The page ships only this box: the search (MiniSearch, the results,
 * the index) is fetched the first time the visitor points at, focuses or types in the field, and
 * what was typed meanwhile is searched as soon as it is there (docs/decisions/052).
 */
export function HelpSearch({ onOpenChat, loader = helpSearchLoader, ...copy }: HelpSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  /** -1 until the box is first used; then the download attempt (a retry counts up). */
  const [attempt, setAttempt] = useState(-1);
  /** Counts submits, so one sent before the search arrived is still carried out. */
  const [submits, setSubmits] = useState(0);
  const want = () => setAttempt((current) => Math.max(current, 0));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    want();
    setSubmits((count) => count + 1);
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="mx-auto w-full max-w-2xl text-left">
      <Label htmlFor="help-search" className="sr-only">
        {copy.label}
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id="help-search"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={HELP_SEARCH_QUERY_MAX_LENGTH}
            placeholder={copy.placeholder}
            aria-describedby="help-search-hint"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              want();
            }}
            onFocus={want}
            onPointerEnter={want}
            className="pl-10"
          />
        </div>
        <Button type="submit">{copy.buttonLabel}</Button>
      </div>
      <p id="help-search-hint" className="mt-3 text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {attempt >= 0 && (
        <HelpSearchSlot
          key={attempt}
          loader={loader}
          copy={copy}
          query={query}
          submits={submits}
          inputRef={inputRef}
          onClear={() => setQuery("")}
          onOpenChat={onOpenChat}
          onRetry={() => setAttempt((current) => current + 1)}
        />
      )}
    </form>
  );
}
