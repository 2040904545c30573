import type { MailMessage } from "./mailbox.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain local page listing the captured e-mails, newest first, with clickable links. */
export function renderMailboxPage(messages: MailMessage[]): string {
  const items = messages
    .map(
      (message) => `
      <li>
        <article>
          <h2>${escapeHtml(message.subject)}</h2>
          <p class="meta">Aan / to: <strong>${escapeHtml(message.to)}</strong> ·
            <time datetime="${message.createdAt}">${escapeHtml(new Date(message.createdAt).toLocaleString("nl-NL"))}</time>
            · type ${escapeHtml(message.type)}</p>
          ${message.link ? `<p><a href="${escapeHtml(message.link)}">Open de link (${escapeHtml(message.type)}) voor ${escapeHtml(message.to)}</a></p>` : ""}
          <p>Code: <code>${escapeHtml(message.otp)}</code></p>
          ${message.link ? `<p class="meta">Doorsturen naar / redirect: ${escapeHtml(message.redirectTo)}</p>` : ""}
          <details><summary>E-mail zoals verstuurd / as sent</summary>
            <iframe title="${escapeHtml(message.subject)}" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(message.html)}"></iframe>
          </details>
        </article>
      </li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Vindbaar emulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1f2937; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  .meta { color: #4b5563; font-size: 0.9rem; }
  a { color: #1d4ed8; word-break: break-all; }
  button { font: inherit; padding: 0.4rem 0.8rem; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #e5e7eb; margin-top: 0.5rem; }
</style>
</head>
<body>
<main>
  <h1>Mailbox (${messages.length})</h1>
  <p>Alle e-mails van de lokale auth-emulator / every auth e-mail the emulator would have sent.
    JSON: <a href="/mailbox/api/messages">/mailbox/api/messages</a></p>
  <form method="post" action="/mailbox/clear"><button type="submit">Mailbox legen / clear</button></form>
  ${messages.length === 0 ? "<p>Nog geen berichten / no messages yet.</p>" : `<ul>${items}</ul>`}
</main>
</body>
</html>`;
}
