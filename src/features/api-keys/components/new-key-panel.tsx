import { Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { CreatedApiKey } from "@contract/api-keys";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n";

export interface NewKeyPanelProps {
  created: CreatedApiKey;
  onDone: () => void;
}

/**
 * The new key, shown this once (the server keeps only its hash): a read-only field to copy from,
 * the warning, and a copy button. The panel takes focus so keyboard and screen-reader users land
 * on it; the announcement itself is the page's live region.
 */
export function NewKeyPanel({ created, onDone }: NewKeyPanelProps) {
  const { t } = useT("apiKeys", { keyPrefix: "created" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => headingRef.current?.focus(), []);

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  return (
    <section
      aria-labelledby="api-key-created-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="api-key-created"
    >
      <h2
        id="api-key-created-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {t("title")}
      </h2>
      <p id="api-key-created-warning" className="text-sm">
        {t("warning")}
      </p>
      <label htmlFor="api-key-created-value" className="text-sm font-medium">
        {t("label")}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="api-key-created-value"
          readOnly
          value={created.key}
          aria-describedby="api-key-created-warning"
          className="min-w-0 flex-1 bg-background font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copyKey()}>
          <Copy aria-hidden="true" />
          {copyState === "copied" ? t("copied") : t("copy")}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {copyState === "failed" ? t("copyFailed") : ""}
      </p>
      <div>
        <Button type="button" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </section>
  );
}
