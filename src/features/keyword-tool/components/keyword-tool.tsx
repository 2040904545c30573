import { Minus, Search, TrendingDown, TrendingUp } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { keywordToolContent as copy } from "@/content/seo-helper";
import { formatNumber } from "@/lib/format";
import { useKeywordSearch } from "../hooks/use-keyword-search";
import { difficultyTone, KEYWORD_MAX_LENGTH, trendTone, type KeywordInsight } from "../model";

const TREND_ICONS = { up: TrendingUp, stable: Minus, down: TrendingDown } as const;

/** The keyword insight tool: local simulation, no server call (spec §4, §7). */
export function KeywordTool() {
  const [word, setWord] = useState("");
  const { phase, searchedWord, results, search } = useKeywordSearch();
  const inputId = useId();
  const searching = phase === "searching";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(word);
  }

  return (
    <RegionCard title={copy.heading} description={copy.description}>
      <form className="flex flex-col gap-2" onSubmit={handleSubmit} aria-busy={searching}>
        <Label htmlFor={inputId}>{copy.label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            name="keyword"
            placeholder={copy.placeholder}
            maxLength={KEYWORD_MAX_LENGTH}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            className="min-w-0 sm:flex-1"
          />
          <BusyButton
            busy={searching}
            busyLabel={copy.searching}
            icon={<Search aria-hidden="true" />}
            disabled={word.trim() === ""}
          >
            {copy.submit}
          </BusyButton>
        </div>
      </form>

      <div aria-live="polite">
        {phase === "done" && results.length > 0 && (
          <InsightsTable word={searchedWord} results={results} />
        )}
        {phase === "done" && results.length === 0 && (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {copy.empty} <strong className="text-foreground">"{searchedWord}"</strong>.
          </p>
        )}
      </div>
    </RegionCard>
  );
}

function InsightsTable({ word, results }: { word: string; results: KeywordInsight[] }) {
  return (
    <div className="min-w-0">
      <ScrollRegion label={copy.caption(word)}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="mb-2 text-left font-medium [overflow-wrap:anywhere]">
            {copy.caption(word)}
          </caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.columns.keyword}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {copy.columns.volume}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.columns.difficulty}
              </th>
              <th scope="col" className="py-2 font-medium">
                {copy.columns.trend}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((row) => {
              const TrendIcon = TREND_ICONS[row.trend];
              return (
                <tr key={row.keyword} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium [overflow-wrap:anywhere]">
                    {row.keyword}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.volume)}</td>
                  <td className="py-2 pr-3">
                    <Badge
                      variant={difficultyTone[row.difficulty]}
                      data-difficulty={row.difficulty}
                    >
                      {copy.difficulty[row.difficulty]}
                    </Badge>
                  </td>
                  <td className="py-2">
                    <Badge variant={trendTone[row.trend]} data-trend={row.trend}>
                      <TrendIcon className="size-3" aria-hidden="true" />
                      {copy.trend[row.trend]}
                    </Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-2 text-xs text-muted-foreground">{copy.note}</p>
    </div>
  );
}
