import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatNumber, useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const COPIED_FEEDBACK_MS = 2000;
const IDEAL = { min: 120, max: 160 };

/** The suggestions, each with its length (search engines show about 160 characters) and a copy button. */
export function SuggestionList({ suggestions }: { suggestions: string[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { t } = useT("seoHelper", { keyPrefix: "meta" });
  const locale = useLocale();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyText(index: number, text: string) {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(text);
      setCopyFailed(false);
      setCopied(index);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{t("resultsHeading")}</h3>
      {copyFailed && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("copyFailed")}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {suggestions.map((text, index) => {
          const length = text.length;
          const ideal = length >= IDEAL.min && length <= IDEAL.max;
          return (
            <li
              key={text}
              className="flex flex-col gap-2 rounded-md border p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <p className="min-w-0 [overflow-wrap:anywhere]">{text}</p>
              <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
                <span
                  className={cn(
                    "text-xs font-medium",
                    ideal ? "text-green-800" : "text-muted-foreground",
                  )}
                >
                  {t("characters", { count: length, formatted: formatNumber(length, locale) })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={copied === index ? t("copied") : t("copyLabel", { index: index + 1 })}
                  onClick={() => void copyText(index, text)}
                >
                  {copied === index ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied === index ? t("copied") : t("copy")}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
