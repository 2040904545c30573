import { publicPaths } from "../../src/config/public-routes";
import { footerColumns, headerLinks } from "../../src/content/navigation";

export { footerColumns, headerLinks, publicPaths };
