import { escapeHtml, htmlPage } from "../http/html-page.ts";

/** Plain Dutch for the scopes Vindbaar asks; other scopes are shown as they are. */
const SCOPE_TEXT: Record<string, string> = {
  "https://www.googleapis.com/auth/webmasters.readonly":
    "Search Console-gegevens van je geverifieerde sites bekijken",
  "https://www.googleapis.com/auth/webmasters":
    "Search Console-gegevens van je geverifieerde sites bekijken en beheren",
  openid: "Je koppelen aan je persoonsgegevens op Google",
  email: "Je primaire e-mailadres van je Google-account bekijken",
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#202124;background:#f1f3f4}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #dadce0;border-radius:8px;padding:1.5rem;margin:1rem 0}
h1{font-size:1.35rem;font-weight:500;margin:.25rem 0 1rem}
.test{background:#fff4d6;color:#5c4400;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #80868b;border-radius:4px}
ul{padding-left:1.2rem}
.actions{display:flex;flex-direction:row-reverse;gap:.75rem;justify-content:flex-start;margin-top:1.5rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer;border:1px solid #dadce0;background:#fff;color:#1a73e8}
button.primary{background:#1a73e8;border-color:#1a73e8;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #fbbc04;outline-offset:2px}
[role=alert]{background:#fce8e6;color:#a50e0e;border-radius:4px;padding:.6rem .75rem;margin:.75rem 0}
`;

function shell(title: string, body: string): string {
  return htmlPage({
    title,
    style: STYLE,
    banner:
      "Testmodus — lokale Google-testdubbel van de Vindbaar-emulator. Er wordt geen echt Google-account gebruikt.",
    body,
  });
}

export interface ConsentPageInput {
  /** Every query parameter of the authorization request, carried through the form. */
  params: Record<string, string>;
  appName: string;
  email: string;
  scopes: string[];
  error?: string;
}

/**
 * Google's consent screen in Dutch: pick the test account, then 'Toestaan' or 'Weigeren'.
 * 'Toestaan' comes first in the form, so Enter in the e-mail field allows (the browser submits
 * with the first button); the row is reversed so 'Weigeren' still shows on the left, as at Google.
 */
export function consentPage(input: ConsentPageInput): string {
  const hidden = Object.entries(input.params)
    .filter(([name]) => name !== "email" && name !== "decision")
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("\n");
  const scopes = input.scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`)
    .join("");
  return shell(
    "Inloggen met Google",
    `<div class="card">
<h1>${escapeHtml(input.appName)} wil toegang tot je Google-account</h1>
<form method="post">
${hidden}
<label for="email">E-mailadres van je Google-account</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email)}"${input.error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
${input.error ? `<p role="alert" id="email-error">${escapeHtml(input.error)}</p>` : ""}
<p>Hiermee kan ${escapeHtml(input.appName)}:</p>
<ul>${scopes}</ul>
<p>Je kunt deze toegang altijd intrekken in je Google-account.</p>
<div class="actions">
<button type="submit" name="decision" value="allow" class="primary">Toestaan</button>
<button type="submit" name="decision" value="deny" formnovalidate>Weigeren</button>
</div>
</form>
</div>`,
  );
}

/** Google's error screen ("Fout 400: redirect_uri_mismatch") when it cannot send the user back. */
export function authorizationErrorPage(code: string, detail: string): string {
  return shell(
    "Fout bij autorisatie",
    `<div class="card">
<h1>Toegang geblokkeerd: autorisatiefout</h1>
<p role="alert">Fout ${code.startsWith("invalid_client") ? "401" : "400"}: ${escapeHtml(code)}</p>
<p>${escapeHtml(detail)}</p>
</div>`,
  );
}
