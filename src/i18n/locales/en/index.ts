import type { Catalogue } from "../../catalogue";
import { account } from "./account";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { searchConsole } from "./search-console";

export const en: Catalogue = { common, auth, account, dashboard, billing, searchConsole };
