import { Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { ChunkLoader } from "@/lib/chunk-loader";
import type { HelpSearchCopy } from "../copy";
import { HELP_SEARCH_QUERY_MAX_LENGTH } from "../limits";
import { helpSearchLoader, type LoadedHelpSearch } from "../load-help-search";

/** A quick load shows no loading text at all: it would only flash. */
const LOADING_TEXT_DELAY_MS = 300;

interface HelpSearchProps extends HelpSearchCopy {
  /** Opens the site's chat: offered when nothing is found. */
  onOpenChat: () => void;
  /** Test seam: where the search and its index come from. */
  loader?: ChunkLoader<LoadedHelpSearch>;
}

type Download = "idle" | "loading" | "slow" | "failed";

/**
 * The help-centre search box. The page ships only this box: the search (MiniSearch, the results,
 * the index) is downloaded the first time the visitor points at, focuses or types in the field;
 * what was typed meanwhile is searched, and a submit carried out, as soon as it is there
 * (docs/decisions/052). A loading text appears once that takes longer than 300 ms, and a failed
 * download offers a retry (the loader forgets a failure, so asking again downloads again).
 */
export function HelpSearch({ onOpenChat, loader = helpSearchLoader, ...copy }: HelpSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  /** Counts submits, so one sent before the search arrived is still carried out. */
  const [submits, setSubmits] = useState(0);
  const [search, setSearch] = useState(loader.loaded);
  const [download, setDownload] = useState<Download>("idle");

  const want = () => {
    if (search || download === "loading" || download === "slow") return;
    setDownload("loading");
    loader.load().then(setSearch, () => setDownload("failed"));
  };

  useEffect(() => {
    if (download !== "loading") return;
    const timer = setTimeout(() => setDownload("slow"), LOADING_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [download]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    want();
    setSubmits((count) => count + 1);
  };

  const typed = query.trim() !== "";
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
      {search ? (
        <search.Panel
          engine={search.engine}
          query={query}
          submits={submits}
          inputRef={inputRef}
          onClear={() => setQuery("")}
          onOpenChat={onOpenChat}
        />
      ) : (
        // Empty (and so hidden) until there is something to say: the space under the box
        // stays the same until results appear.
        <p role="status" className="mt-4 text-sm text-muted-foreground empty:hidden">
          {typed && download === "slow" && copy.loading}
          {typed && download === "failed" && (
            <>
              <span className="text-destructive">{copy.loadError}</span>{" "}
              <Button type="button" variant="link" className="h-auto p-0" onClick={want}>
                {copy.retryLabel}
              </Button>
            </>
          )}
        </p>
      )}
    </form>
  );
}
