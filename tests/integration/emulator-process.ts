import { spawn, type ChildProcess } from "node:child_process";

export interface EmulatorProcess {
  child: ChildProcess;
  url: string;
  /** What it printed up to the migrations line. */
  banner: string;
}

/**
 * `npm run emulator` as a user runs it, as a child process on `dataDir` and free ports (plus
 * `extraArgs`), resolved once its banner printed the API URL. The caller stops it (SIGINT, or
 * SIGKILL for a crash).
 */
export function startEmulatorProcess(
  dataDir: string,
  extraArgs: string[] = [],
): Promise<EmulatorProcess> {
  return spawnEmulatorCli(["--data-dir", dataDir, "--port", "0", "--db-port", "0", ...extraArgs]);
}

/** `emulator/cli.ts` with exactly `args` and `env`, resolved once its banner printed the API URL. */
export async function spawnEmulatorCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "emulator/cli.ts", ...args], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  let output = "";
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/Migrations .*\n/.test(output)) resolve(output);
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`emulator exited with ${code}:\n${output}`)));
  });
  const url = /API URL\s+(http:\/\/\S+)/.exec(banner)?.[1];
  if (!url) {
    child.kill("SIGKILL");
    throw new Error(`no API URL in:\n${banner}`);
  }
  return { child, url, banner };
}
