import { account } from "./account";
import { apiKeys } from "./api-keys";
import { audits } from "./audits";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { profile } from "./profile";
import { reports } from "./reports";
import { seoHelper } from "./seo-helper";
import { whiteLabel } from "./white-label";

/** The Dutch catalogue: the default and complete one, and the type every other language follows. */
export const nl = {
  common,
  auth,
  account,
  reports,
  audits,
  apiKeys,
  profile,
  whiteLabel,
  seoHelper,
};
import { dashboard } from "./dashboard";
import { searchConsole } from "./search-console";
export const nl = { common, auth, account, dashboard, billing, searchConsole };
