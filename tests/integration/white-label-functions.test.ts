import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHITE_LABEL_DEFAULTS } from "../../supabase/functions/_shared/contract/white-label";
import { type Emulator } from "../../emulator/index";
import { startTestEmulator } from "./emulator-support";
import { signUpCustomer, stripeFor, subscribe, type Customer } from "./billing-support";

/**
 * The white-label functions end to end through the emulator: settings saved and validated by
 * `white-label`, the Power entitlement read from the subscription (through the Stripe double's
 * checkout and webhooks), domain verification against the emulator's DNS zone and the public
 * `white-label-branding` answer for verified hosts only.
 */
let emulator: Emulator;
let power: Customer;

const PNG = `data:image/png;base64,${readFileSync(
  new URL("../fixtures/white-label-logo.png", import.meta.url),
).toString("base64")}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString("base64")}`;
const svg = (markup: string) =>
  `data:image/svg+xml;base64,${Buffer.from(markup, "utf8").toString("base64")}`;
const SAFE_SVG = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#9b87f5"/></linearGradient></defs><rect width="200" height="50" fill="url(#g)"/><text x="10" y="30">Bureau</text></svg>',
);

const settings = (patch: Record<string, unknown> = {}) => ({
  ...WHITE_LABEL_DEFAULTS,
  enabled: true,
  companyName: "Bureau Zichtbaar",
  ...patch,
});

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    settings?: Record<string, unknown>;
    entitlement?: Record<string, unknown>;
    domain?: Record<string, unknown>;
  };
}

/** English on request: the header the browser sends for a customer who chose English. */
const ENGLISH = { "Accept-Language": "en" };

async function call(
  customer: Pick<Customer, "supabase">,
  method: "GET" | "PUT" | "POST",
  body?: unknown,
  name = "white-label",
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { data, error, response } = await customer.supabase.functions.invoke(name, {
    method,
    headers,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    if (!context) throw error;
    return { status: context.status, body: (await context.json()) as Answer["body"] };
  }
  return { status: response?.status ?? 200, body: data as Answer["body"] };
}

/** Adds the TXT record the account's answer asks for: what the domain's real owner does. */
async function proveControl(customer: Pick<Customer, "supabase">, host: string): Promise<string> {
  const domain = (await call(customer, "GET")).body.domain as { txtName: string; txtValue: string };
  expect(domain.txtName).toBe(`_vindbaar.${host}`);
  emulator.dns.addTxt(domain.txtName, domain.txtValue);
  return domain.txtValue;
}

async function powerCustomer(label: string): Promise<Customer> {
  const customer = await signUpCustomer(emulator, label);
  await subscribe(emulator, customer, "price_power");
  return customer;
}

const verify = (customer: Pick<Customer, "supabase">, headers: Record<string, string> = {}) =>
  call(customer, "POST", undefined, "white-label/verify-domain", headers);

const rotate = (
  customer: Pick<Customer, "supabase">,
  body: unknown,
  headers: Record<string, string> = {},
) => call(customer, "POST", body, "white-label/rotate-domain-token", headers);

async function branding(host: string, headers: Record<string, string> = {}) {
  const response = await fetch(
    `${emulator.url}/functions/v1/white-label-branding?host=${encodeURIComponent(host)}`,
    { headers },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  emulator = await startTestEmulator({
    port: 0,
    dbPort: 0,
    dataDir: null,
    autoconfirm: true,
    log: () => {},
  });
  power = await signUpCustomer(emulator, "power");
  await subscribe(emulator, power, "price_power");
}, 90_000);

afterAll(async () => {
  await emulator?.close();
});

describe("white-label GET", () => {
  it("refuses a caller without a session", async () => {
    const response = await fetch(`${emulator.url}/functions/v1/white-label`, {
      headers: { apikey: emulator.anonKey, Authorization: `Bearer ${emulator.anonKey}` },
    });
    expect(response.status).toBe(401);
  });

  it("answers the documented defaults and no entitlement for a customer without a subscription", async () => {
    const customer = await signUpCustomer(emulator);
    const answer = await call(customer, "GET");
    expect(answer).toEqual({
      status: 200,
      body: {
        settings: { ...WHITE_LABEL_DEFAULTS },
        entitlement: { whiteLabel: false, plan: null },
        domain: {
          status: "none",
          checkedAt: null,
          cnameTarget: "clients.vindbaar.nl",
          txtName: null,
          txtValue: null,
          expiresAt: null,
        },
      },
    });
  });

  it("reports the Power entitlement from the subscription", async () => {
    const answer = await call(power, "GET");
    expect(answer.status).toBe(200);
    expect(answer.body.entitlement).toEqual({ whiteLabel: true, plan: "power" });
  });
});

describe("white-label PUT: plan check", () => {
  it("answers 403 without a subscription, in Dutch or on request in English", async () => {
    const customer = await signUpCustomer(emulator);
    expect(await call(customer, "PUT", settings())).toEqual({
      status: 403,
      body: { error: "White Label vraagt om een actief Power-abonnement." },
    });
    expect(await call(customer, "PUT", settings(), "white-label", ENGLISH)).toEqual({
      status: 403,
      body: { error: "White label requires an active Power subscription." },
    });
    expect((await call(customer, "GET")).body.settings).toEqual({ ...WHITE_LABEL_DEFAULTS });
  });

  it("answers 403 for a Basic subscription, also for enabled: false", async () => {
    const customer = await signUpCustomer(emulator, "basic");
    await subscribe(emulator, customer, "price_basic");
    expect((await call(customer, "PUT", settings())).status).toBe(403);
    expect((await call(customer, "PUT", settings({ enabled: false }))).status).toBe(403);
    expect((await call(customer, "GET")).body.entitlement).toEqual({
      whiteLabel: false,
      plan: "basic",
    });
  });
});

describe("white-label PUT: saving", () => {
  it("saves every field for a Power customer and answers the saved state", async () => {
    const saved = settings({
      emailFooter: "Geleverd door Bureau Zichtbaar",
      primaryColor: "#112233",
      secondaryColor: "#AABBCC",
      accentColor: "#0ea5e9",
      logo: PNG,
      favicon: SAFE_SVG,
      customDomain: "  Rapporten.Bureau-Zichtbaar.NL ",
      removePoweredBy: false,
      customEmailTemplates: false,
      customReports: true,
      clientLogin: true,
    });
    const answer = await call(power, "PUT", saved);
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toEqual({
      ...saved,
      customDomain: "rapporten.bureau-zichtbaar.nl",
    });
    expect(answer.body.domain).toMatchObject({ status: "pending", checkedAt: null });
    expect((await call(power, "GET")).body).toEqual(answer.body);
  });

  it("accepts a JPEG logo and clears images and domain with null", async () => {
    const customer = await signUpCustomer(emulator, "jpeg");
    await subscribe(emulator, customer, "price_power");
    expect((await call(customer, "PUT", settings({ logo: JPEG }))).body.settings?.logo).toBe(JPEG);
    const cleared = await call(customer, "PUT", settings({ logo: null, customDomain: "" }));
    expect(cleared.body.settings).toMatchObject({ logo: null, customDomain: null });
    expect(cleared.body.domain).toMatchObject({ status: "none" });
  });
});

describe("white-label PUT: validation (400 with the field's problem, named as the form does)", () => {
  /** [what, patch, the Dutch answer (default), the English answer (Accept-Language: en)]. */
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "company name too long",
      { companyName: "x".repeat(101) },
      "Bedrijfsnaam: mag maximaal 100 tekens lang zijn",
      "Company name: must be at most 100 characters",
    ],
    [
      "company name not a string",
      { companyName: 5 },
      "Bedrijfsnaam: moet tekst zijn",
      "Company name: must be a string",
    ],
    [
      "email footer too long",
      { emailFooter: "y".repeat(201) },
      "E-mail footer: mag maximaal 200 tekens lang zijn",
      "Email footer: must be at most 200 characters",
    ],
    [
      "colour without #",
      { primaryColor: "9b87f5" },
      "Primaire kleur: moet een hexkleur zijn, zoals #9b87f5",
      "Primary colour: must be a hex colour like #9b87f5",
    ],
    [
      "short hex colour",
      { secondaryColor: "#fff" },
      "Secundaire kleur: moet een hexkleur zijn, zoals #9b87f5",
      "Secondary colour: must be a hex colour like #9b87f5",
    ],
    [
      "named colour",
      { accentColor: "red" },
      "Accentkleur: moet een hexkleur zijn, zoals #9b87f5",
      "Accent colour: must be a hex colour like #9b87f5",
    ],
    [
      "colour with CSS injection",
      { accentColor: "#000000;background:url(x)" },
      "Accentkleur: moet een hexkleur zijn, zoals #9b87f5",
      "Accent colour: must be a hex colour like #9b87f5",
    ],
    [
      "domain with a scheme",
      { customDomain: "https://klant.nl" },
      "Eigen domein: vul alleen de hostnaam in, zonder http:// of https://",
      "Custom domain: must be a host name without http:// or https://",
    ],
    [
      "domain with a path",
      { customDomain: "klant.nl/login" },
      "Eigen domein: vul alleen de hostnaam in, zonder pad, poort of query",
      "Custom domain: must be a host name without a path, port or query",
    ],
    [
      "domain with a port",
      { customDomain: "klant.nl:8080" },
      "Eigen domein: vul alleen de hostnaam in, zonder pad, poort of query",
      "Custom domain: must be a host name without a path, port or query",
    ],
    [
      "domain longer than a host name may be",
      { customDomain: `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}` },
      "Eigen domein: mag maximaal 253 tekens lang zijn",
      "Custom domain: must be at most 253 characters",
    ],
    [
      "domain without a dot",
      { customDomain: "localhost" },
      "Eigen domein: moet een geldige hostnaam zijn, zoals rapporten.jouwbureau.nl",
      "Custom domain: must be a valid host name such as rapporten.jouwbureau.nl",
    ],
    [
      "domain with spaces",
      { customDomain: "mijn klant.nl" },
      "Eigen domein: moet een geldige hostnaam zijn, zoals rapporten.jouwbureau.nl",
      "Custom domain: must be a valid host name such as rapporten.jouwbureau.nl",
    ],
    [
      "domain that is an IP address",
      { customDomain: "127.0.0.1" },
      "Eigen domein: moet een geldige hostnaam zijn, zoals rapporten.jouwbureau.nl",
      "Custom domain: must be a valid host name such as rapporten.jouwbureau.nl",
    ],
    [
      "our own domain",
      { customDomain: "vindbaar.nl" },
      "Eigen domein: mag niet vindbaar.nl of een subdomein daarvan zijn",
      "Custom domain: cannot be vindbaar.nl or one of its subdomains",
    ],
    [
      "a subdomain of ours",
      { customDomain: "Klant.Vindbaar.nl" },
      "Eigen domein: mag niet vindbaar.nl of een subdomein daarvan zijn",
      "Custom domain: cannot be vindbaar.nl or one of its subdomains",
    ],
    [
      "logo that is a URL",
      { logo: "https://evil.example/logo.png" },
      "Logo: moet een PNG-, JPEG- of SVG-afbeelding zijn (als base64 data-URL)",
      "Logo: must be a base64 data URL of a PNG, JPEG or SVG image",
    ],
    [
      "logo of another type",
      { logo: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" },
      "Logo: moet een PNG-, JPEG- of SVG-afbeelding zijn (als base64 data-URL)",
      "Logo: must be a base64 data URL of a PNG, JPEG or SVG image",
    ],
    [
      "logo over 200 KB",
      { logo: `data:image/png;base64,${Buffer.alloc(200 * 1024 + 1).toString("base64")}` },
      "Logo: is groter dan 200 KB",
      "Logo: is larger than 200 KB",
    ],
    [
      "favicon over 50 KB",
      { favicon: `data:image/png;base64,${Buffer.alloc(50 * 1024 + 1).toString("base64")}` },
      "Favicon: is groter dan 50 KB",
      "Favicon: is larger than 50 KB",
    ],
    [
      "logo whose bytes are not a PNG",
      { logo: `data:image/png;base64,${Buffer.from("<svg></svg>").toString("base64")}` },
      "Logo: de inhoud is niet het soort afbeelding dat het bestand zegt te zijn",
      "Logo: content is not the image type its data URL declares",
    ],
    [
      "PNG bytes declared as JPEG",
      { logo: PNG.replace("image/png", "image/jpeg") },
      "Logo: de inhoud is niet het soort afbeelding dat het bestand zegt te zijn",
      "Logo: content is not the image type its data URL declares",
    ],
    [
      "toggle as a string",
      { clientLogin: "true" },
      "White-label klantlogin: moet aan of uit staan (true of false)",
      "White-label client login: must be true or false",
    ],
    [
      "a missing toggle",
      { removePoweredBy: undefined },
      "Verwijder 'Powered by' vermeldingen: moet aan of uit staan (true of false)",
      "Remove 'Powered by' mentions: must be true or false",
    ],
    [
      "an unknown field",
      { hasWhiteLabel: true },
      'Onbekende key: "hasWhiteLabel"',
      'Unrecognized key: "hasWhiteLabel"',
    ],
  ];

  it.each(cases)("refuses %s, in Dutch by default", async (_label, patch, dutch) => {
    expect(await call(power, "PUT", settings(patch))).toEqual({
      status: 400,
      body: { error: dutch },
    });
  });

  it.each(cases)("refuses %s, in English on request", async (_label, patch, _dutch, english) => {
    expect(await call(power, "PUT", settings(patch), "white-label", ENGLISH)).toEqual({
      status: 400,
      body: { error: english },
    });
  });

  it("answers Dutch for an explicit Dutch or an unsupported language", async () => {
    const patch = settings({ primaryColor: "red" });
    for (const language of ["nl-NL,nl;q=0.9,en;q=0.8", "fr-FR", "de;q=0.5, nl;q=0.7"]) {
      expect(
        await call(power, "PUT", patch, "white-label", { "Accept-Language": language }),
      ).toEqual({
        status: 400,
        body: { error: "Primaire kleur: moet een hexkleur zijn, zoals #9b87f5" },
      });
    }
    expect(
      await call(power, "PUT", patch, "white-label", { "Accept-Language": "en-GB,en;q=0.9" }),
    ).toEqual({
      status: 400,
      body: { error: "Primary colour: must be a hex colour like #9b87f5" },
    });
  });

  it("refuses a body that is not a settings object, in the request's language", async () => {
    for (const body of [[], "enabled", null]) {
      expect((await call(power, "PUT", body)).status).toBe(400);
    }
    const headers = { apikey: emulator.anonKey, Authorization: `Bearer ${power.token}` };
    const url = `${emulator.url}/functions/v1/white-label`;
    const broken = await fetch(url, { method: "PUT", headers, body: "{not json" });
    expect({ status: broken.status, body: await broken.json() }).toEqual({
      status: 400,
      body: { error: "Het verzoek is geen geldige JSON." },
    });
    const empty = await fetch(url, { method: "PUT", headers: { ...headers, ...ENGLISH } });
    expect({ status: empty.status, body: await empty.json() }).toEqual({
      status: 400,
      body: { error: "Request body is required (JSON)" },
    });
  });
});

describe("white-label PUT: SVG images", () => {
  const active = [
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect\nonclick="x()"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/a.svg#x"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/x.css";</style></svg>',
    '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)">x</a></svg>',
    // Past a text filter: a prefixed script, an XHTML script, an animation that adds a handler.
    '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>',
  ];

  it.each(active.map((markup) => [markup]))("refuses %s", async (markup) => {
    expect(await call(power, "PUT", settings({ logo: svg(markup) }))).toEqual({
      status: 400,
      body: {
        error:
          "Logo: een SVG-afbeelding mag geen scripts, event handlers, foreignObject of externe verwijzingen bevatten",
      },
    });
    expect(
      (await call(power, "PUT", settings({ logo: svg(markup) }), "white-label", ENGLISH)).body,
    ).toEqual({
      error:
        "Logo: SVG images may not contain scripts, event handlers, foreignObject or external references",
    });
  });

  it("refuses text that is not an SVG and accepts an inert one with local references", async () => {
    expect((await call(power, "PUT", settings({ favicon: svg("hello") }))).body).toEqual({
      error: "Favicon: is geen geldige SVG-afbeelding",
    });
    expect(
      (await call(power, "PUT", settings({ favicon: svg("hello") }), "white-label", ENGLISH)).body,
    ).toEqual({ error: "Favicon: is not a valid SVG image" });
    expect((await call(power, "PUT", settings({ favicon: SAFE_SVG }))).status).toBe(200);
  });

  it("stores an SVG as rebuilt: editor metadata and unknown attributes are gone", async () => {
    const uploaded = svg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:ed="urn:editor" width="10" ed:x="1"><metadata><ed:note>x</ed:note></metadata><path d="M0 0h10" data-id="7"/></svg>',
    );
    const answer = await call(power, "PUT", settings({ logo: uploaded }));
    expect(answer.body.settings?.logo).toBe(
      svg('<svg xmlns="http://www.w3.org/2000/svg" width="10"><path d="M0 0h10"/></svg>'),
    );
  });
});

describe("domain verification and the public branding", () => {
  it("stores failed, then verified, with the time checked; branding only for the verified host", async () => {
    const customer = await signUpCustomer(emulator, "domain");
    await subscribe(emulator, customer, "price_power");
    const host = `login-${customer.id.slice(0, 8)}.bureau.nl`;
    await call(customer, "PUT", settings({ customDomain: host, clientLogin: true, logo: PNG }));
    expect(await branding(host)).toEqual({
      status: 404,
      body: { error: "Er is geen branding voor dit domein." },
    });
    expect(await branding(host, ENGLISH)).toEqual({
      status: 404,
      body: { error: "No branding for this host." },
    });

    const failed = await call(customer, "POST", undefined, "white-label/verify-domain");
    expect(failed.status).toBe(200);
    expect(failed.body.domain).toMatchObject({ status: "failed" });
    expect(Date.parse(failed.body.domain?.checkedAt as string)).not.toBeNaN();

    emulator.dns.setCname(host, "clients.vindbaar.nl.");
    await proveControl(customer, host);
    const verified = await call(customer, "POST", undefined, "white-label/verify-domain");
    expect(verified.body.domain).toMatchObject({ status: "verified" });
    expect(await branding(host.toUpperCase())).toEqual({
      status: 200,
      body: {
        companyName: "Bureau Zichtbaar",
        logo: PNG,
        primaryColor: "#9b87f5",
        secondaryColor: "#6E59A5",
        accentColor: "#0EA5E9",
      },
    });

    // Saving other fields keeps the verification; client login off hides the branding.
    await call(customer, "PUT", settings({ customDomain: host, clientLogin: false, logo: PNG }));
    expect((await call(customer, "GET")).body.domain).toMatchObject({ status: "verified" });
    expect((await branding(host)).status).toBe(404);

    // Another domain starts over as pending.
    const moved = await call(customer, "PUT", settings({ customDomain: `x.${host}` }));
    expect(moved.body.domain).toMatchObject({ status: "pending", checkedAt: null });
  });

  it("refuses verification without a saved domain, and a domain another account holds", async () => {
    const customer = await signUpCustomer(emulator, "nodomain");
    await subscribe(emulator, customer, "price_power");
    expect(await call(customer, "POST", undefined, "white-label/verify-domain")).toEqual({
      status: 400,
      body: { error: "Sla eerst een eigen domein op voordat je het verifieert." },
    });
    expect(await call(customer, "POST", undefined, "white-label/verify-domain", ENGLISH)).toEqual({
      status: 400,
      body: { error: "Save a custom domain before verifying it." },
    });
    const holder = await signUpCustomer(emulator, "holder");
    await subscribe(emulator, holder, "price_power");
    const taken = `taken-${holder.id.slice(0, 8)}.bureau.nl`;
    expect((await call(holder, "PUT", settings({ customDomain: taken }))).status).toBe(200);
    emulator.dns.setCname(taken, "clients.vindbaar.nl");
    await proveControl(holder, taken);
    expect(
      (await call(holder, "POST", undefined, "white-label/verify-domain")).body.domain,
    ).toMatchObject({ status: "verified" });
    expect(await call(customer, "PUT", settings({ customDomain: taken.toUpperCase() }))).toEqual({
      status: 409,
      body: { error: "Eigen domein: dit domein wordt al door een ander account gebruikt" },
    });
    expect(
      await call(customer, "PUT", settings({ customDomain: taken }), "white-label", ENGLISH),
    ).toEqual({
      status: 409,
      body: { error: "Custom domain: this domain is already used by another account" },
    });
  });

  it("answers 400 for a missing host, 404 for unknown hosts and 405 for other methods", async () => {
    expect(await branding("")).toEqual({
      status: 400,
      body: { error: "Domein: moet een hostnaam zijn" },
    });
    expect(await branding("evil.example/../x", ENGLISH)).toEqual({
      status: 400,
      body: { error: "Host: must be a host name" },
    });
    expect((await branding("unknown.example.nl")).status).toBe(404);
    const post = await fetch(`${emulator.url}/functions/v1/white-label-branding?host=a.nl`, {
      method: "POST",
    });
    expect(post.status).toBe(405);
  });

  it("the emulator's zone answers TXT records filled over HTTP", async () => {
    const put = await fetch(`${emulator.url}/dns/_test/records`, {
      method: "PUT",
      body: JSON.stringify({
        name: "_vindbaar.Dev.Example.NL",
        type: "TXT",
        value: "vindbaar-verify=Ab",
      }),
    });
    expect(put.status).toBe(200);
    const resolved = await fetch(
      `${emulator.url}/dns/v1/resolve?name=_vindbaar.dev.example.nl&type=TXT`,
    );
    expect(await resolved.json()).toMatchObject({ answers: ["vindbaar-verify=Ab"] });
  });

  it("the emulator's zone can be filled over HTTP", async () => {
    const put = await fetch(`${emulator.url}/dns/_test/records`, {
      method: "PUT",
      body: JSON.stringify({ name: "Dev.Example.NL", type: "CNAME", value: "clients.vindbaar.nl" }),
    });
    expect(put.status).toBe(200);
    const resolved = await fetch(`${emulator.url}/dns/v1/resolve?name=dev.example.nl&type=CNAME`);
    expect(await resolved.json()).toMatchObject({ answers: ["clients.vindbaar.nl"] });
  });
});

describe("domain ownership: the TXT record proves control for this account", () => {
  it("refuses a claim on a host that only has a leftover CNAME to us", async () => {
    const owner = await powerCustomer("owner");
    const squatter = await powerCustomer("squatter");
    const host = `leftover-${owner.id.slice(0, 8)}.bureau.nl`;
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    await call(squatter, "PUT", settings({ customDomain: host, clientLogin: true }));
    const attempt = await verify(squatter);
    expect(attempt.status).toBe(200);
    expect(attempt.body.domain).toMatchObject({ status: "failed" });
    expect((await branding(host)).status).toBe(404);

    // The squatter's claim does not block the real owner, who proves control and gets the host.
    const saved = await call(owner, "PUT", settings({ customDomain: host, clientLogin: true }));
    expect(saved.status).toBe(200);
    await proveControl(owner, host);
    expect((await verify(owner)).body.domain).toMatchObject({ status: "verified" });
    expect((await branding(host)).body).toMatchObject({ companyName: "Bureau Zichtbaar" });
  });

  it("refuses another account's TXT record and verifies with the account's own", async () => {
    const owner = await powerCustomer("txt-owner");
    const other = await powerCustomer("txt-other");
    const host = `txt-${owner.id.slice(0, 8)}.bureau.nl`;
    await call(owner, "PUT", settings({ customDomain: host }));
    await call(other, "PUT", settings({ customDomain: host }));
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    const ownersProof = await proveControl(owner, host);
    const othersAnswer = await call(other, "GET");
    expect(othersAnswer.body.domain?.txtValue).toMatch(/^vindbaar-verify=[0-9a-f]{32}$/);
    expect(othersAnswer.body.domain?.txtValue).not.toBe(ownersProof);
    expect((await verify(other)).body.domain).toMatchObject({ status: "failed" });

    // The TXT record alone, without the CNAME, is not enough either.
    emulator.dns.remove(host);
    expect((await verify(owner)).body.domain).toMatchObject({ status: "failed" });
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    expect((await verify(owner)).body.domain).toMatchObject({
      status: "verified",
      txtName: `_vindbaar.${host}`,
      txtValue: ownersProof,
      expiresAt: null,
    });

    // Verified is exclusive: the other account can neither verify nor save it any more.
    emulator.dns.addTxt(`_vindbaar.${host}`, othersAnswer.body.domain?.txtValue as string);
    expect(await verify(other)).toEqual({
      status: 409,
      body: { error: "Eigen domein: dit domein wordt al door een ander account gebruikt" },
    });
    expect((await call(other, "PUT", settings({ customDomain: host }))).status).toBe(409);
  });

  it("lets an unverified claim lapse after 7 days; saving again starts a new one", async () => {
    const customer = await powerCustomer("expiry");
    const host = `expiry-${customer.id.slice(0, 8)}.bureau.nl`;
    const saved = await call(customer, "PUT", settings({ customDomain: host }));
    const expiresAt = Date.parse(saved.body.domain?.expiresAt as string);
    expect(expiresAt - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    await emulator.db.query(
      "update public.white_label_settings set domain_claimed_at = now() - interval '7 days 1 minute' where user_id = $1",
      [customer.id],
    );
    expect((await call(customer, "GET")).body.domain).toMatchObject({ status: "expired" });
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    await proveControl(customer, host);
    expect(await verify(customer)).toEqual({
      status: 409,
      body: {
        error:
          "Deze domeinclaim is verlopen: hij is niet binnen 7 dagen geverifieerd. Sla de instellingen opnieuw op om een nieuwe claim te starten.",
      },
    });
    expect((await verify(customer, ENGLISH)).body).toEqual({
      error:
        "This domain claim has expired: it was not verified within 7 days. Save the settings again to start a new claim.",
    });

    const renewed = await call(customer, "PUT", settings({ customDomain: host }));
    expect(renewed.body.domain).toMatchObject({ status: "pending", checkedAt: null });
    expect((await verify(customer)).body.domain).toMatchObject({ status: "verified" });
  });

  it("releases a verified domain when its account removes it", async () => {
    const first = await powerCustomer("release-first");
    const second = await powerCustomer("release-second");
    const host = `release-${first.id.slice(0, 8)}.bureau.nl`;
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    await call(first, "PUT", settings({ customDomain: host }));
    await proveControl(first, host);
    expect((await verify(first)).body.domain).toMatchObject({ status: "verified" });
    expect((await call(second, "PUT", settings({ customDomain: host }))).status).toBe(409);

    const removed = await call(first, "PUT", settings({ customDomain: "" }));
    expect(removed.body.domain).toMatchObject({ status: "none", txtName: null, txtValue: null });
    expect((await call(second, "PUT", settings({ customDomain: host }))).status).toBe(200);
    await proveControl(second, host);
    expect((await verify(second)).body.domain).toMatchObject({ status: "verified" });
  });
});

describe("a new verification code (the account's TXT token rotated)", () => {
  it("stops the old TXT record from proving a pending claim; the new one proves it", async () => {
    const customer = await powerCustomer("rotate-pending");
    const host = `rotate-${customer.id.slice(0, 8)}.bureau.nl`;
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    await call(customer, "PUT", settings({ customDomain: host }));
    const oldProof = await proveControl(customer, host);
    await emulator.db.query(
      "update public.white_label_settings set domain_claimed_at = now() - interval '6 days' where user_id = $1",
      [customer.id],
    );

    const rotated = await rotate(customer, { currentTxtValue: oldProof });
    expect(rotated.status).toBe(200);
    const newProof = rotated.body.domain?.txtValue as string;
    expect(newProof).toMatch(/^vindbaar-verify=[0-9a-f]{32}$/);
    expect(newProof).not.toBe(oldProof);
    // A fresh claim period: the customer has to change the record first.
    expect(rotated.body.domain).toMatchObject({ status: "pending", checkedAt: null });
    const expiresAt = Date.parse(rotated.body.domain?.expiresAt as string);
    expect(expiresAt - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect((await call(customer, "GET")).body.domain?.txtValue).toBe(newProof);

    // The old record is still in the DNS zone, and proves nothing any more.
    expect((await verify(customer)).body.domain).toMatchObject({ status: "failed" });
    emulator.dns.addTxt(`_vindbaar.${host}`, newProof);
    expect((await verify(customer)).body.domain).toMatchObject({
      status: "verified",
      txtValue: newProof,
    });
  });

  it("keeps a verified domain verified until its next check, which needs the new record", async () => {
    const customer = await powerCustomer("rotate-verified");
    const host = `rotated-${customer.id.slice(0, 8)}.bureau.nl`;
    emulator.dns.setCname(host, "clients.vindbaar.nl");
    await call(customer, "PUT", settings({ customDomain: host, clientLogin: true }));
    const oldProof = await proveControl(customer, host);
    const verified = await verify(customer);
    expect(verified.body.domain).toMatchObject({ status: "verified" });

    const rotated = await rotate(customer, { currentTxtValue: oldProof });
    expect(rotated.body.domain).toMatchObject({
      status: "verified",
      checkedAt: verified.body.domain?.checkedAt,
      expiresAt: null,
    });
    expect((await branding(host)).status).toBe(200);

    const recheck = await verify(customer);
    expect(recheck.body.domain).toMatchObject({ status: "failed" });
    expect((await branding(host)).status).toBe(404);
    emulator.dns.addTxt(`_vindbaar.${host}`, rotated.body.domain?.txtValue as string);
    expect((await verify(customer)).body.domain).toMatchObject({ status: "verified" });
  });

  it("refuses to replace a code that is no longer current (another window, a second click)", async () => {
    const customer = await powerCustomer("rotate-twice");
    const host = `twice-${customer.id.slice(0, 8)}.bureau.nl`;
    await call(customer, "PUT", settings({ customDomain: host }));
    const first = (await call(customer, "GET")).body.domain?.txtValue as string;
    const second = (await rotate(customer, { currentTxtValue: first })).body.domain?.txtValue;
    expect(await rotate(customer, { currentTxtValue: first })).toEqual({
      status: 409,
      body: {
        error:
          "De verificatiecode is intussen al vernieuwd, bijvoorbeeld in een ander venster. Gebruik de code die nu op de pagina staat.",
      },
    });
    expect((await rotate(customer, { currentTxtValue: first }, ENGLISH)).body).toEqual({
      error:
        "The verification code has already been renewed, for example in another window. Use the code the page shows now.",
    });
    expect((await call(customer, "GET")).body.domain?.txtValue).toBe(second);
  });

  it("validates the body and needs a saved domain and Power", async () => {
    const customer = await powerCustomer("rotate-invalid");
    const someCode = `vindbaar-verify=${"0".repeat(32)}`;
    expect(await rotate(customer, { currentTxtValue: someCode })).toEqual({
      status: 400,
      body: {
        error: "Sla eerst een eigen domein op; daarna kun je een nieuwe verificatiecode maken.",
      },
    });
    expect((await rotate(customer, { currentTxtValue: someCode }, ENGLISH)).body).toEqual({
      error: "Save a custom domain before making a new verification code.",
    });
    expect(await rotate(customer, { currentTxtValue: "vindbaar-verify=ABC" })).toEqual({
      status: 400,
      body: {
        error:
          "Huidige verificatiecode: moet de TXT-waarde zijn die de pagina nu toont, zoals vindbaar-verify=…",
      },
    });
    expect((await rotate(customer, {}, ENGLISH)).body).toEqual({
      error:
        "Current verification code: must be the TXT value the page shows now, such as vindbaar-verify=…",
    });
    expect((await rotate(customer, { currentTxtValue: someCode, token: "x" })).status).toBe(400);
    expect((await call(customer, "GET", undefined, "white-label/rotate-domain-token")).status).toBe(
      405,
    );

    const basic = await signUpCustomer(emulator, "rotate-basic");
    expect(await rotate(basic, { currentTxtValue: someCode })).toEqual({
      status: 403,
      body: { error: "White Label vraagt om een actief Power-abonnement." },
    });
  });
});

describe("when the Power subscription ends", () => {
  it("reports white label off and refuses saving, but keeps the saved settings", async () => {
    const customer = await signUpCustomer(emulator, "leaving");
    await subscribe(emulator, customer, "price_power");
    const saved = settings({ companyName: "Terugkeer BV", primaryColor: "#123456", logo: PNG });
    expect((await call(customer, "PUT", saved)).status).toBe(200);

    const stripe = stripeFor(emulator);
    const { rows } = await emulator.db.query<{ id: string }>(
      "select id from public.subscriptions where user_id = $1",
      [customer.id],
    );
    await stripe.subscriptions.update(rows[0]!.id, { cancel_at_period_end: true });
    await emulator.stripe.idle();
    expect((await call(customer, "GET")).body.settings?.enabled).toBe(true);

    await emulator.stripe.advance(32 * 86_400);
    await emulator.stripe.idle();
    await customer.supabase.auth.signInWithPassword({
      email: customer.email,
      password: "geheim-wachtwoord-1",
    });
    const after = await call(customer, "GET");
    expect(after.body.entitlement).toEqual({ whiteLabel: false, plan: null });
    expect(after.body.settings).toEqual({ ...saved, enabled: false });
    expect((await call(customer, "PUT", saved)).status).toBe(403);

    const stored = await emulator.db.query<{ enabled: boolean; company_name: string }>(
      "select enabled, company_name from public.white_label_settings where user_id = $1",
      [customer.id],
    );
    expect(stored.rows).toEqual([{ enabled: true, company_name: "Terugkeer BV" }]);
  }, 30_000);
});

describe("malformed input never causes a 5xx", () => {
  /** mulberry32: deterministic, so a failure reproduces. */
  function prng(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const values = (random: () => number): unknown => {
    const pick = Math.floor(random() * 12);
    return [
      null,
      -1,
      true,
      "",
      "x".repeat(Math.floor(random() * 300_000)),
      "#ZZZZZZ",
      "data:image/png;base64,====",
      "data:image/svg+xml;base64,PHN2Zz4=",
      { nested: [1, 2] },
      [],
      "ñ\u0000\ud800",
      "https://a.b/c",
    ][pick];
  };

  it("answers 4xx with { error } for random bodies, methods, raw text and either language", async () => {
    const random = prng(10);
    // A fresh Power customer: earlier tests moved the clock past the first session's expiry.
    const fuzzer = await signUpCustomer(emulator, "fuzz");
    await subscribe(emulator, fuzzer, "price_power");
    const token = fuzzer.token;
    const keys = Object.keys(WHITE_LABEL_DEFAULTS);
    for (let round = 0; round < 60; round++) {
      const body: Record<string, unknown> = settings();
      const key = keys[Math.floor(random() * keys.length)]!;
      body[key] = values(random);
      if (random() < 0.2) body["__proto__"] = { enabled: true };
      const raw = round % 10 === 0 ? "{not json" : round % 10 === 1 ? "" : JSON.stringify(body);
      const method = ["PUT", "PUT", "PUT", "PATCH", "DELETE", "POST"][round % 6]!;
      const path = round % 7 === 0 ? "white-label/verify-domain" : "white-label";
      const response = await fetch(`${emulator.url}/functions/v1/${path}`, {
        method,
        headers: {
          apikey: emulator.anonKey,
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "Accept-Language": round % 2 === 0 ? "nl" : "en",
        },
        body: raw,
      });
      const label = `${method} ${path} ${key}=${String(body[key]).slice(0, 40)}`;
      if (response.status >= 500) throw new Error(`${label} -> ${response.status}`);
      if (response.status >= 400) {
        expect(await response.json(), label).toHaveProperty("error");
      } else {
        await response.body?.cancel();
      }
    }
  }, 60_000);
});
