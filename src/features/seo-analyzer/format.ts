/** "120 ms" below a second, "2,4 s" above (nl-NL). */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} s`;
}

/** "646 B", "12,3 kB", "1,5 MB" (decimal units, as Lighthouse reports byte weight). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) {
    return `${(bytes / 1000).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} kB`;
  }
  return `${(bytes / 1_000_000).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;
}
