/**
 * Turns off zod's JIT before any schema is defined. Zod compiles object parsers with
 * `new Function` and, to find out whether it may, tries `new Function("")` when the first object
 * schema is created. The site's Content-Security-Policy allows no eval, so in the browser that
 * try is always blocked, and Chromium records every blocked try as a CSP violation even though
 * zod catches it. With `jitless` zod neither tries nor compiles.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
