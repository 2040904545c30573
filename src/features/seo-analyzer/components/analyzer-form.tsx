import { Search } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { Input, Label } from "@/components/ui/input";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import { ANALYZER_MAX_URL_LENGTH } from "@contract/analyzer-limits";
import { analysisChunk } from "../chunk";
import { useSiteAnalysis } from "../hooks/use-site-analysis";

/** The address field, the button and what follows: progress, then the result card. */
export function AnalyzerForm({ onResult }: { onResult?: () => void }) {
  const { url, setUrl, state, analyse, warmUp } = useSiteAnalysis(onResult);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = state.phase === "analysing";

  // Text typed into the prerendered field before React took over is not in state yet: adopt it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setUrl(typed);
  }, [setUrl]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void analyse();
  }

  const ResultCard = analysisChunk.loaded()?.AnalysisResultCard;
  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <Label htmlFor={inputId} className="sr-only">
          {copy.urlLabel}
        </Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            type="text"
            name="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={ANALYZER_MAX_URL_LENGTH}
            placeholder={copy.urlPlaceholder}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onFocus={warmUp}
            readOnly={busy}
            className="min-w-0 sm:flex-1"
          />
          <BusyButton
            size="lg"
            busy={busy}
            busyLabel={copy.busyLabel}
            disabled={url.trim() === ""}
            icon={<Search aria-hidden="true" />}
          >
            {copy.submitLabel}
          </BusyButton>
        </div>
      </form>
      <div role="status" aria-live="polite" className="min-h-0">
        {busy && <p className="text-sm text-muted-foreground">{copy.progressFetching}</p>}
      </div>
      {state.phase === "result" && ResultCard && <ResultCard update={state.update} />}
    </div>
  );
}
