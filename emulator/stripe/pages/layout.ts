import { htmlPage } from "../../http/html-page.ts";

export { escapeHtml } from "../../http/html-page.ts";

const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

/** `€ 49,00` (nl-NL) from euro cents. */
export const formatCents = (cents: number) => euro.format(cents / 100);

/** `23 december 2026` from Unix seconds. */
export const formatDate = (seconds: number) => longDate.format(new Date(seconds * 1000));

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a2e;background:#f4f5f9}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;margin:1rem 0;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
h2{font-size:1.1rem;margin:0 0 .75rem}
.test{background:#fff4d6;color:#5c4400;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:1fr auto;gap:.35rem 1rem;margin:0}
dt{margin:0}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.total{font-weight:700;border-top:1px solid #dde;padding-top:.35rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a8fa3;border-radius:8px}
.row{display:flex;gap:.5rem}.row input{flex:1}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.65rem 1rem;cursor:pointer;background:#e3e6f0;color:#1a1a2e}
button.primary{background:#3b2fd1;color:#fff;width:100%;margin-top:1rem}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ff9f1c;outline-offset:2px}
[role=alert]{background:#fde8e8;color:#8a1010;border-radius:8px;padding:.6rem .75rem;margin:.75rem 0}
[role=status]{background:#e5f6ea;color:#145a2a;border-radius:8px;padding:.6rem .75rem;margin:.75rem 0}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #eef}
a{color:#3b2fd1}
form.inline{display:inline}
.plans{display:grid;gap:.5rem}
`;

/** A self-contained Dutch page: no external assets, usable at 375 px. */
export function page(title: string, body: string): string {
  return htmlPage({
    title,
    style: STYLE,
    banner:
      "Testmodus — lokale Stripe-testdubbel van de Vindbaar-emulator. Er wordt niets afgeschreven.",
    body,
  });
}
