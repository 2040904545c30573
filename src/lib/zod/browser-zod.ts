/**
 * What `import … from "zod"` resolves to in the Vite builds (the alias in vite.config.ts):
 * zod itself, configured first by ./jitless. Keep that import first — ES modules run their imports
 * in order, so the setting is in place before zod's own modules and every contract define schemas.
 * The edge functions and the unit tests import zod directly and keep its JIT.
 */
import "./jitless";

export * from "zod/v4";
export { default } from "zod/v4";
