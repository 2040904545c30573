import { Download } from "lucide-react";
import { useState } from "react";
import type { ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { useT } from "@/i18n";
import { downloadDraft, type ExportFormat } from "../api/download-draft";
import { EditorSection } from "./editor-section";
import { useContentToasts } from "./mutation-toasts";

/** 'Exporteer Markdown' and 'Exporteer HTML': the saved version as a file. */
export function ExportButtons({ post }: { post: ContentPost }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const { t } = useT("content");
  const toasts = useContentToasts();

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadDraft(post.id, format, post.title ?? post.topic);
    } catch (error) {
      toasts.failure(error as Error, "downloadFailed");
    } finally {
      setBusy(null);
    }
  }

  return (
    <EditorSection title={t("editor.exportHeading")}>
      <p className="text-sm text-muted-foreground">{t("editor.exportNote")}</p>
      <div className="flex flex-wrap gap-2">
        {(
          [
            ["markdown", t("editor.exportMarkdown")],
            ["html", t("editor.exportHtml")],
          ] as const
        ).map(([format, label]) => (
          <BusyButton
            key={format}
            type="button"
            variant="outline"
            size="sm"
            busy={busy === format}
            busyLabel={t("editor.exporting")}
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
