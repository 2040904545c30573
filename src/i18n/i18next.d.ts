import type { nl } from "./locales/nl";

// Typed keys: `t("auth:modes.signIn.title")` and `useT("auth")` accept only keys of the Dutch
// catalogue, and their interpolation values are checked, so a wrong key fails `tsc`.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof nl;
  }
}
