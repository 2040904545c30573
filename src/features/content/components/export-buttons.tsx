import { Download } from "lucide-react";
import { useState } from "react";
import type { ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { contentCalendarContent } from "@/content/content-calendar";
import { downloadDraft, type ExportFormat } from "../api/content-export";
import { EditorSection } from "./editor-section";
import { toastFailure } from "./mutation-toasts";

const copy = contentCalendarContent.editor;

/** 'Exporteer Markdown' and 'Exporteer HTML': the saved version as a file. */
export function ExportButtons({ post }: { post: ContentPost }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadDraft(post.id, format, post.title ?? post.topic);
    } catch (error) {
      toastFailure(error as Error, contentCalendarContent.toasts.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <EditorSection title={copy.exportHeading}>
      <p className="text-sm text-muted-foreground">{copy.exportNote}</p>
      <div className="flex flex-wrap gap-2">
        {(
          [
            ["markdown", copy.exportMarkdown],
            ["html", copy.exportHtml],
          ] as const
        ).map(([format, label]) => (
          <BusyButton
            key={format}
            type="button"
            variant="outline"
            size="sm"
            busy={busy === format}
            busyLabel={copy.exporting}
            disabled={busy !== null}
            icon={<Download aria-hidden="true" />}
            onClick={() => void download(format)}
          >
            {label}
          </BusyButton>
        ))}
      </div>
    </EditorSection>
  );
}
