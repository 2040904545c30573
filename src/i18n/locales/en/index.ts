import type { Catalogue } from "../../catalogue";
import { account } from "./account";
import { auth } from "./auth";
import { common } from "./common";
import { content } from "./content";

export const en: Catalogue = { common, auth, account, content };
