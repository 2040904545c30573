import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useWhiteLabelCopy } from "./use-white-label-copy";

/** One value of a DNS record to add (its name or its content), shown whole and copyable. */
export function DnsRecordValue({ label, value }: { label: string; value: string }) {
  const { t } = useWhiteLabelCopy();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 break-all rounded bg-muted px-2 py-1 text-sm">{value}</code>
        <Button
          type="button"
          variant="outline"
          aria-label={t("domains.txt.copy", { what: label })}
          onClick={() => void copyValue()}
        >
          {t("domains.txt.copyShort")}
        </Button>
        <span role="status" className="text-xs text-muted-foreground">
          {copy === "idle" ? "" : t(`domains.txt.${copy}`)}
        </span>
      </div>
    </div>
  );
}
