import { existsSync, statSync } from "node:fs";
import { readProjectToml, type ProjectToml } from "../config-toml.ts";

/**
 * `[functions.<name>] verify_jwt` from supabase/config.toml (default true), re-read when the
 * file changes so editing it does not need a restart.
 */
export class FunctionsConfig {
  private cached: { mtimeMs: number; toml: ProjectToml } | null = null;

  constructor(private readonly configTomlPath: string) {}

  verifyJwt(name: string): boolean {
    return this.toml().functions[name]?.verifyJwt ?? true;
  }

  private toml(): ProjectToml {
    const mtimeMs = existsSync(this.configTomlPath) ? statSync(this.configTomlPath).mtimeMs : -1;
    if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, toml: readProjectToml(this.configTomlPath) };
    }
    return this.cached.toml;
  }
}
