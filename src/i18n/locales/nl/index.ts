import { account } from "./account";
import { auth } from "./auth";
import { common } from "./common";

/** The Dutch catalogue: the default and complete one, and the type every other language follows. */
export const nl = { common, auth, account };
