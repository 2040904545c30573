/**
 * Resolves a host name to every address it has, in whichever runtime runs the code: Deno
 * (production) through `Deno.resolveDns` for A and AAAA, Node (the emulator, tests) through
 * `node:dns/promises` lookup with `all: true`. Neither global nor module is named in a way the
 * other runtime's type checker sees, as in ../env.ts.
 */
export type ResolveHost = (hostname: string) => Promise<string[]>;

interface DenoDns {
  resolveDns(query: string, type: "A" | "AAAA"): Promise<string[]>;
}
interface NodeDnsPromises {
  lookup(host: string, options: { all: true; verbatim?: boolean }): Promise<{ address: string }[]>;
}

const runtime = globalThis as unknown as { Deno?: Partial<DenoDns> };

/** An answer of "no records of this type" is empty, not an error: a host may be IPv4-only. */
async function denoResolve(deno: DenoDns, hostname: string): Promise<string[]> {
  const settle = (type: "A" | "AAAA") => deno.resolveDns(hostname, type).catch(() => []);
  const [a, aaaa] = await Promise.all([settle("A"), settle("AAAA")]);
  return [...a, ...aaaa];
}

async function nodeResolve(hostname: string): Promise<string[]> {
  // A variable specifier keeps Deno's checker from resolving Node's types and vice versa.
  const specifier = "node:dns/promises";
  const dns = (await import(/* @vite-ignore */ specifier)) as NodeDnsPromises;
  try {
    const answers = await dns.lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  } catch {
    return [];
  }
}

export const resolveHost: ResolveHost = (hostname) => {
  const deno = runtime.Deno;
  if (deno && typeof deno.resolveDns === "function") {
    return denoResolve(deno as DenoDns, hostname);
  }
  return nodeResolve(hostname);
};
