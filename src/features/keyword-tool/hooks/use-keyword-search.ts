import { useEffect, useRef, useState } from "react";
import {
  KEYWORD_SEARCH_DELAY_MS,
  keywordInsights,
  normalizeKeyword,
  type KeywordInsight,
} from "../model";

export type KeywordSearchPhase = "idle" | "searching" | "done";

export interface KeywordSearchState {
  phase: KeywordSearchPhase;
  /** The word the shown results (or the empty message) belong to. */
  searchedWord: string;
  results: KeywordInsight[];
  search: (word: string) => void;
}

/** idle → searching (1.5 s, simulated) → results (spec §4). A new search restarts the wait. */
export function useKeywordSearch(): KeywordSearchState {
  const [phase, setPhase] = useState<KeywordSearchPhase>("idle");
  const [searchedWord, setSearchedWord] = useState("");
  const [results, setResults] = useState<KeywordInsight[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(word: string) {
    const keyword = normalizeKeyword(word);
    if (keyword === "") return;
    clearTimeout(timer.current);
    setPhase("searching");
    setSearchedWord(keyword);
    setResults([]);
    timer.current = setTimeout(() => {
      setResults(keywordInsights(keyword));
      setPhase("done");
    }, KEYWORD_SEARCH_DELAY_MS);
  }

  return { phase, searchedWord, results, search };
}
