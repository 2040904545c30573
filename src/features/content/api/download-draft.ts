import { callFunction } from "@/lib/call-function";

export type ExportFormat = "markdown" | "html";

const FILE_TYPES: Record<ExportFormat, { extension: string; mime: string }> = {
  markdown: { extension: "md", mime: "text/markdown;charset=utf-8" },
  html: { extension: "html", mime: "text/html;charset=utf-8" },
};

/** A file name from the title: lower case, ASCII letters and digits joined by hyphens. */
export function exportFileName(title: string, format: ExportFormat): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "artikel"}.${FILE_TYPES[format].extension}`;
}

/**
 * GET /functions/v1/content?id=&format= with the session (through supabase-js, so the same
 * error handling as every call), then a download of the answer from an object URL: a plain link
 * could not carry the Authorization header.
 */
export async function downloadDraft(id: string, format: ExportFormat, title: string) {
  // A file, not JSON: the one answer taken unchecked.
  const answer = await callFunction(
    `content?id=${encodeURIComponent(id)}&format=${format}`,
    undefined,
    { method: "GET" },
  );
  const blob =
    answer instanceof Blob
      ? answer
      : new Blob([typeof answer === "string" ? answer : JSON.stringify(answer)], {
          type: FILE_TYPES[format].mime,
        });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(title, format);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
