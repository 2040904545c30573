import { account } from "./account";
import { auth } from "./auth";
import { common } from "./common";
import { content } from "./content";

/** The Dutch catalogue: the default and complete one, and the type every other language follows. */
export const nl = { common, auth, account, content };
