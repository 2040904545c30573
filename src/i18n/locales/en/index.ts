import type { Catalogue } from "../../catalogue";
import { account } from "./account";
import { analyzer } from "./analyzer";
import { apiKeys } from "./api-keys";
import { audits } from "./audits";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { content } from "./content";
import { dashboard } from "./dashboard";
import { profile } from "./profile";
import { reports } from "./reports";
import { searchConsole } from "./search-console";
import { seoHelper } from "./seo-helper";
import { whiteLabel } from "./white-label";

export const en: Catalogue = {
  common,
  auth,
  account,
  reports,
  audits,
  apiKeys,
  profile,
  whiteLabel,
  seoHelper,
  dashboard,
  billing,
  searchConsole,
  content,
  analyzer,
};
