import { describe, expect, it } from "vitest";
import { compileGoTemplate, renderGoTemplate } from "../../../emulator/mail/go-template.ts";

describe("renderGoTemplate (the html/template subset of the auth e-mails)", () => {
  it("prints fields and nested map keys, HTML-escaped as html/template escapes text", () => {
    expect(
      renderGoTemplate('<a href="{{ .ConfirmationURL }}">{{ .Email }}</a> {{ .Data.name }}', {
        ConfirmationURL: "http://127.0.0.1/verify?token=a&type=signup",
        Email: "o'brien+test@example.com",
        Data: { name: "<b>Anna</b>" },
      }),
    ).toBe(
      '<a href="http://127.0.0.1/verify?token=a&amp;type=signup">o&#39;brien&#43;test@example.com</a> &lt;b&gt;Anna&lt;/b&gt;',
    );
  });

  it("prints nothing for a missing key, like html/template with map data", () => {
    expect(renderGoTemplate("[{{ .Data.locale }}][{{ .NewEmail }}]", { Data: {} })).toBe("[][]");
  });

  it("chooses branches with if / else if / else and eq on a metadata value", () => {
    const template = compileGoTemplate(
      '{{ if eq .Data.locale "en" }}Hello{{ else if eq .Data.locale "de" }}Hallo{{ else }}Hoi{{ end }}',
    );
    expect(template({ Data: { locale: "en" } })).toBe("Hello");
    expect(template({ Data: { locale: "de" } })).toBe("Hallo");
    expect(template({ Data: { locale: "nl" } })).toBe("Hoi");
    // No locale at all (a user from before the language choice): nil is unequal to "en".
    expect(template({ Data: {} })).toBe("Hoi");
    expect(template({})).toBe("Hoi");
  });

  it("knows Go's truthiness, ne / not / and / or, parentheses and nested ifs", () => {
    const template = compileGoTemplate(
      "{{ if .Token }}code{{ end }}|{{ if not .Token }}none{{ end }}|" +
        '{{ if and .Token (ne .Data.locale "en") }}nl{{ end }}|{{ if or .A .B }}{{ if .B }}b{{ end }}{{ end }}',
    );
    expect(template({ Token: "123456", Data: { locale: "nl" }, B: 1 })).toBe("code||nl|b");
    expect(template({ Token: "", Data: { locale: "en" }, A: {} })).toBe("|none||");
  });

  it("drops comments and trims around {{- and -}}", () => {
    expect(renderGoTemplate("a  {{- /* note */ -}}  b {{- .X }}\n{{ .X -}}\n c", { X: "!" })).toBe(
      "ab!\n!c",
    );
  });

  it("refuses what it does not implement instead of rendering it differently", () => {
    expect(() => renderGoTemplate("{{ range .Items }}x{{ end }}", {})).toThrow(/range/);
    expect(() => renderGoTemplate("{{ .Email | upper }}", {})).toThrow(/unsupported/);
    expect(() => renderGoTemplate('{{ printf "%s" .Email }}', {})).toThrow(/unsupported/);
    expect(() => renderGoTemplate("{{ if .X }}open", {})).toThrow(/end/);
    expect(() => renderGoTemplate("{{ end }}", {})).toThrow(/unexpected/);
  });
});
