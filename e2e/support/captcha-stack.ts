import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CAPTCHA_DOUBLE_SITE_KEY, CAPTCHA_PATHS } from "../../emulator/captcha/keys";

/**
 * The app as it runs with CAPTCHA on, next to the shared suite (whose build has none and whose
 * emulator does not check): an emulator of its own started with `--captcha turnstile`, the client
 * built with that emulator's Turnstile double as VITE_CAPTCHA_* (a site key is a build-time value,
 * so this needs a build of its own), and the production static server for it.
 */
export interface CaptchaStack {
  /** Where the app is served (`/login` is the SPA shell). */
  appUrl: string;
  /** The emulator's API: auth, mailbox, the double and the clock hook. */
  emulatorUrl: string;
  scriptUrl: string;
  stop(): Promise<void>;
}

/** The Supabase CLI's local anon key: the emulator signs the same one. */
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command in its own process group (so stopping it stops npx's children too). */
function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.on("exit", (code) => {
    if (code) console.log(`${command.join(" ")} exited with ${code}:\n${output}`);
  });
  return child;
}

function finished(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  );
}

async function answering(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

export async function startCaptchaStack(): Promise<CaptchaStack> {
  const [apiPort, appPort] = [await freePort(), await freePort()];
  const emulatorUrl = `http://127.0.0.1:${apiPort}`;
  const scriptUrl = `${emulatorUrl}${CAPTCHA_PATHS.script}`;
  const dist = mkdtempSync(join(tmpdir(), "vindbaar-captcha-dist-"));
  const buildEnv = {
    VITE_SUPABASE_URL: emulatorUrl,
    VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    VITE_CAPTCHA_PROVIDER: "turnstile",
    VITE_CAPTCHA_SITE_KEY: CAPTCHA_DOUBLE_SITE_KEY,
    VITE_CAPTCHA_SCRIPT_URL: scriptUrl,
  };
  const emulator = start(
    [
      "npx",
      "tsx",
      "emulator/cli.ts",
      "--memory",
      "--port",
      String(apiPort),
      "--db-port",
      "0",
      "--no-pagespeed",
      "--no-keyword-data",
      "--captcha",
      "turnstile",
    ],
    {},
  );
  let server: ChildProcess | undefined;
  try {
    // The client only: /login is the SPA shell, which prerendering would copy unchanged.
    const build = start(
      ["npx", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
      buildEnv,
    );
    await Promise.all([finished(build), answering(`${emulatorUrl}/`, 120_000)]);
    copyFileSync(join(dist, "index.html"), join(dist, "app-shell.html"));
    copyFileSync(join(dist, "index.html"), join(dist, "404.html"));
    server = start(["npx", "tsx", "scripts/serve.ts"], {
      ...buildEnv,
      PORT: String(appPort),
      PREVIEW_DIR: dist,
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    await answering(`${appUrl}/login`, 60_000);
    return {
      appUrl,
      emulatorUrl,
      scriptUrl,
      async stop() {
        stopGroup(server);
        stopGroup(emulator);
        rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopGroup(server);
    stopGroup(emulator);
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}
