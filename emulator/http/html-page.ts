const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A self-contained Dutch page of one of the emulator's doubles (Stripe's checkout, Google's
 * consent): no external assets, usable at 375 px, never indexed, with a banner saying it is a
 * local test double.
 */
export function htmlPage(input: { title: string; style: string; banner: string; body: string }) {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<link rel="icon" href="data:,">
<style>${input.style}</style>
</head>
<body>
<main>
<p class="test">${escapeHtml(input.banner)}</p>
${input.body}
</main>
</body>
</html>`;
}
