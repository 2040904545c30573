import type { Catalogue } from "../../catalogue";
import { account } from "./account";
import { auth } from "./auth";
import { common } from "./common";
import { seoHelper } from "./seo-helper";
import { whiteLabel } from "./white-label";

export const en: Catalogue = { common, auth, account, whiteLabel, seoHelper };
