/**
 * `npm run preview`: serve dist/ on http://localhost:4173 like production (404s included).
 * PREVIEW_DIR serves another build the same way (the CAPTCHA end-to-end test builds its own).
 */
import { resolve } from "node:path";
import { startStaticServer } from "./static-server";

const port = Number(process.env.PORT ?? 4173);
const server = await startStaticServer(resolve(process.env.PREVIEW_DIR ?? "dist"), port);
console.log(`Vindbaar build served at http://localhost:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
