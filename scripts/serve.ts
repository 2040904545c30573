/** `npm run preview`: serve dist/ on http://localhost:4173 like production (404s included). */
import { join } from "node:path";
import { startStaticServer } from "./static-server";

const port = Number(process.env.PORT ?? 4173);
const server = await startStaticServer(join(process.cwd(), "dist"), port);
console.log(`Vindbaar build served at http://localhost:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
