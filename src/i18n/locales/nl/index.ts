import { account } from "./account";
import { auth } from "./auth";
import { billing } from "./billing";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { searchConsole } from "./search-console";

/** The Dutch catalogue: the default and complete one, and the type every other language follows. */
export const nl = { common, auth, account, dashboard, billing, searchConsole };
