import { describe, expect, it } from "vitest";
import { LOCALES } from "@contract/locale";
import {
  customDomainProblem,
  DOMAIN_MESSAGE_VALUES,
  OWN_DOMAIN,
  whiteLabelFieldMessage,
  whiteLabelMessage,
  whiteLabelSettingsSchema,
  whiteLabelSettingsSchemaIn,
  WHITE_LABEL_DEFAULTS,
  WHITE_LABEL_MESSAGES,
  type WhiteLabelMessageCode,
} from "@contract/white-label";
import { hexToHslTriplet, isMainSiteHost } from "@/features/white-label/client-login";
import { checkImageFile, formFromSettings, isDirty } from "@/features/white-label/model";
import { checkImage } from "../../../supabase/functions/_shared/white-label/image";

const svgUrl = (markup: string) =>
  `data:image/svg+xml;base64,${Buffer.from(markup, "utf8").toString("base64")}`;

describe("white-label contract", () => {
  it("accepts the documented defaults and normalises the domain", () => {
    const parsed = whiteLabelSettingsSchema.parse({
      ...WHITE_LABEL_DEFAULTS,
      customDomain: " Rapporten.Bureau.NL. ",
    });
    expect(parsed.customDomain).toBe("rapporten.bureau.nl");
    expect(
      whiteLabelSettingsSchema.parse({ ...WHITE_LABEL_DEFAULTS, customDomain: "" }).customDomain,
    ).toBeNull();
  });

  it.each([
    ["klant.nl", null],
    ["a.b.c.klant.co", null],
    ["http://klant.nl", "domainScheme"],
    ["klant.nl/x", "domainPath"],
    ["user@klant.nl", "domainPath"],
    ["-klant.nl", "domainShape"],
    ["klant..nl", "domainShape"],
    ["10.0.0.1", "domainShape"],
    [OWN_DOMAIN, "domainOwn"],
    ["app.vindbaar.nl", "domainOwn"],
    ["notvindbaar.nl", null],
  ])("customDomainProblem(%s) is %s", (host, problem) => {
    expect(customDomainProblem(host)).toBe(problem);
  });

  it("words each problem in Dutch and English, with its values filled in", () => {
    expect(whiteLabelMessage("domainOwn", "nl", DOMAIN_MESSAGE_VALUES)).toBe(
      "mag niet vindbaar.nl of een subdomein daarvan zijn",
    );
    expect(whiteLabelMessage("domainOwn", "en", DOMAIN_MESSAGE_VALUES)).toBe(
      "cannot be vindbaar.nl or one of its subdomains",
    );
    expect(whiteLabelFieldMessage("primaryColor", "color", "nl")).toBe(
      "Primaire kleur: moet een hexkleur zijn, zoals #9b87f5",
    );
    for (const locale of LOCALES) {
      for (const code of Object.keys(WHITE_LABEL_MESSAGES) as WhiteLabelMessageCode[]) {
        expect(WHITE_LABEL_MESSAGES[code][locale].trim()).not.toBe("");
      }
    }
  });

  it("parses with the messages of the language asked for", () => {
    const bad = { ...WHITE_LABEL_DEFAULTS, accentColor: "red" };
    expect(whiteLabelSettingsSchemaIn("nl").safeParse(bad).error?.issues[0]?.message).toBe(
      "moet een hexkleur zijn, zoals #9b87f5",
    );
    expect(whiteLabelSettingsSchemaIn("en").safeParse(bad).error?.issues[0]?.message).toBe(
      "must be a hex colour like #9b87f5",
    );
  });
});

describe("image bytes", () => {
  it("tells PNG and JPEG by their magic numbers", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const pngUrl = `data:image/png;base64,${png.toString("base64")}`;
    expect(checkImage(pngUrl)).toEqual({ ok: true, dataUrl: pngUrl });
    expect(checkImage(`data:image/jpeg;base64,${png.toString("base64")}`).ok).toBe(false);
  });

  it("accepts an inert SVG with local references and refuses active content", () => {
    expect(checkImage(svgUrl('<svg><use href="#a"/><rect fill="url(#g)"/></svg>'))).toEqual({
      ok: true,
      dataUrl: svgUrl(
        '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><rect fill="url(#g)"/></svg>',
      ),
    });
    expect(checkImage(svgUrl("<svg><script/></svg>"))).toEqual({ ok: false, problem: "svgActive" });
    expect(checkImage(svgUrl('<svg><image href="x.png"/></svg>'))).toMatchObject({ ok: false });
    expect(checkImage(svgUrl("<svg onload=alert(1)>"))).toMatchObject({ ok: false });
  });
});

describe("white-label form model", () => {
  it("checks the file type and size before reading", () => {
    expect(checkImageFile({ type: "image/svg+xml", size: 10 }, 100)).toEqual({ ok: true });
    expect(checkImageFile({ type: "image/gif", size: 10 }, 100)).toEqual({
      ok: false,
      problem: "type",
    });
    expect(checkImageFile({ type: "image/png", size: 101 }, 100)).toEqual({
      ok: false,
      problem: "size",
    });
  });

  it("is dirty only when a field differs from the saved settings", () => {
    const saved = { ...WHITE_LABEL_DEFAULTS, enabled: true };
    expect(isDirty(formFromSettings(saved), saved)).toBe(false);
    expect(isDirty({ ...formFromSettings(saved), customDomain: "a.nl" }, saved)).toBe(true);
  });
});

describe("client login host", () => {
  it("never brands the main site and converts colours to the theme's HSL form", () => {
    expect(isMainSiteHost(OWN_DOMAIN)).toBe(true);
    expect(isMainSiteHost("WWW.VINDBAAR.NL.")).toBe(true);
    expect(isMainSiteHost("localhost")).toBe(true);
    expect(isMainSiteHost("bureau.localhost")).toBe(false);
    expect(isMainSiteHost("rapporten.bureau.nl")).toBe(false);
    expect(hexToHslTriplet("#ffffff")).toBe("0 0% 100%");
    expect(hexToHslTriplet("#9b87f5")).toBe("251 85% 75%");
  });
});
