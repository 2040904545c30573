import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { useT } from "@/i18n";
import { useKeywordSearch } from "../hooks/use-keyword-search";
import { KEYWORD_MAX_LENGTH } from "../model";
import { KeywordIdeas } from "./keyword-ideas";
import { ProviderSuggestions, SearchVolume } from "./provider-figures";
import { SearchConsoleFiguresSection } from "./search-console-figures";

/**
 * The keyword insight tool: only measured figures from the `keyword-data` function (the
 * customer's Search Console data and the provider's Google Ads search volume); where nothing was
 * measured it says "niet beschikbaar" instead of showing a number.
 */
export function KeywordTool() {
  const [word, setWord] = useState("");
  const { search, retry, searching, searchedWord, answer, error } = useKeywordSearch();
  const inputId = useId();
  const { t } = useT("seoHelper", { keyPrefix: "keywordTool" });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(word);
  }

  return (
    <RegionCard title={t("heading")} description={t("description")}>
      <form className="flex flex-col gap-2" onSubmit={handleSubmit} aria-busy={searching}>
        <Label htmlFor={inputId}>{t("label")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            name="keyword"
            placeholder={t("placeholder")}
            maxLength={KEYWORD_MAX_LENGTH}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            className="min-w-0 sm:flex-1"
          />
          <BusyButton
            busy={searching}
            busyLabel={t("searching")}
            icon={<Search aria-hidden="true" />}
            disabled={word.trim() === ""}
          >
            {t("submit")}
          </BusyButton>
        </div>
      </form>

      <div aria-live="polite" className="min-w-0">
        {error && (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">{t("failed", { message: error.message })}</p>
            <Button variant="outline" size="sm" onClick={retry}>
              {t("retry")}
            </Button>
          </div>
        )}
        {answer && (
          <section aria-labelledby="keyword-tool-results" className="flex min-w-0 flex-col gap-4">
            <h3 id="keyword-tool-results" className="font-semibold [overflow-wrap:anywhere]">
              {t("resultsHeading", { word: searchedWord })}
            </h3>
            <SearchVolume figures={answer.provider} />
            <SearchConsoleFiguresSection word={searchedWord} figures={answer.searchConsole} />
            <ProviderSuggestions word={searchedWord} figures={answer.provider} />
            <KeywordIdeas ideas={answer.ideas} />
          </section>
        )}
      </div>
    </RegionCard>
  );
}
