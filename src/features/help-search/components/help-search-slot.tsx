import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ChunkLoader } from "@/lib/chunk-loader";
import { useChunk } from "@/lib/use-chunk";
import type { HelpSearchCopy } from "../copy";
import type { LoadedHelpSearch } from "../load-help-search";

/** A quick load shows no loading text at all: it would only flash. */
const LOADING_TEXT_DELAY_MS = 300;

interface HelpSearchSlotProps {
  loader: ChunkLoader<LoadedHelpSearch>;
  copy: HelpSearchCopy;
  query: string;
  submits: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onClear: () => void;
  onOpenChat: () => void;
  /** Mounts the slot again (the caller changes its key), which downloads again. */
  onRetry: () => void;
}

/**
 * Where the results appear: the loaded search panel, or — while it loads — a loading text once it
 * takes longer than 300 ms and something has been typed, or a retry when the download failed.
 */
export function HelpSearchSlot({ loader, copy, onRetry, ...panelProps }: HelpSearchSlotProps) {
  const { module, error } = useChunk(loader);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOADING_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (module) return <module.Panel engine={module.engine} {...panelProps} />;
  if (!panelProps.query.trim()) return null;
  return (
    <p role="status" className="mt-4 text-sm text-muted-foreground">
      {error !== undefined ? (
        <>
          {copy.loadError}{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRetry}>
            {copy.retryLabel}
          </Button>
        </>
      ) : (
        slow && copy.loading
      )}
    </p>
  );
}
