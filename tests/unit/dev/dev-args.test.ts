import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  browserOrigin,
  DevUsageError,
  parseDevArgs,
  redirectUrlsFor,
} from "../../../scripts/dev/dev-args";
import { choosePort, isPortFree, PortBusyError } from "../../../scripts/dev/ports";

describe("npm run dev arguments", () => {
  it("defaults to Vite's port and localhost", () => {
    expect(parseDevArgs([])).toEqual({ port: 5173, host: "localhost" });
  });

  it("honours --port and --host in both spellings, and --host alone for every interface", () => {
    expect(parseDevArgs(["--port", "5273"])).toEqual({ port: 5273, host: "localhost" });
    expect(parseDevArgs(["--port=5274", "--host=127.0.0.1"])).toEqual({
      port: 5274,
      host: "127.0.0.1",
    });
    expect(parseDevArgs(["--host", "--port", "5275"])).toEqual({ port: 5275, host: "0.0.0.0" });
    expect(parseDevArgs(["--port", "5276", "--host"])).toEqual({ port: 5276, host: "0.0.0.0" });
  });

  it("refuses a port that is not a port, and unknown options, with a usage line", () => {
    expect(() => parseDevArgs(["--port", "abc"])).toThrow(
      new DevUsageError('--port expects a port number from 1 to 65535, got "abc"'),
    );
    expect(() => parseDevArgs(["--port", "70000"])).toThrow(DevUsageError);
    expect(() => parseDevArgs(["--prot", "5273"])).toThrow(
      /Unknown option '--prot'[\s\S]*Usage: npm run dev -- \[--port <n>\] \[--host \[<address>\]\]/,
    );
  });

  it("gives the auth service the origin a browser opens, and allows redirects to that port", () => {
    expect(browserOrigin({ port: 5273, host: "localhost" })).toBe("http://localhost:5273");
    expect(browserOrigin({ port: 5273, host: "0.0.0.0" })).toBe("http://localhost:5273");
    expect(browserOrigin({ port: 5273, host: "::1" })).toBe("http://[::1]:5273");
    expect(
      redirectUrlsFor("http://localhost:5273", 5273, [
        "http://localhost:5173/**",
        "http://localhost:4173/**",
      ]),
    ).toEqual([
      "http://localhost:5173/**",
      "http://localhost:4173/**",
      "http://localhost:5273/**",
      "http://127.0.0.1:5273/**",
    ]);
  });
});

describe("ports for the emulator and the sample site", () => {
  let blocker: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve())),
  );

  async function occupy(): Promise<number> {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(0, "127.0.0.1", resolve));
    const address = blocker.address();
    return typeof address === "object" && address ? address.port : 0;
  }

  it("keeps the usual port when it is free", async () => {
    const busy = await occupy();
    await new Promise<void>((resolve) => blocker!.close(() => resolve()));
    blocker = undefined;
    expect(await isPortFree(busy, "127.0.0.1")).toBe(true);
    expect(
      await choosePort({
        name: "E",
        variable: "E_PORT",
        explicit: undefined,
        usual: busy,
        host: "127.0.0.1",
      }),
    ).toEqual({ port: busy, moved: false });
  });

  it("moves to a free port when the usual one is taken (a second checkout)", async () => {
    const busy = await occupy();
    expect(await isPortFree(busy, "127.0.0.1")).toBe(false);
    const chosen = await choosePort({
      name: "E",
      variable: "E_PORT",
      explicit: undefined,
      usual: busy,
      host: "127.0.0.1",
    });
    expect(chosen.moved).toBe(true);
    expect(chosen.port).not.toBe(busy);
    expect(await isPortFree(chosen.port, "127.0.0.1")).toBe(true);
  });

  it("refuses a port the user set explicitly when it is taken", async () => {
    const busy = await occupy();
    await expect(
      choosePort({
        name: "Emulator",
        variable: "EMULATOR_PORT",
        explicit: busy,
        usual: 54321,
        host: "127.0.0.1",
      }),
    ).rejects.toThrow(
      new PortBusyError(
        `Emulator: port ${busy} (EMULATOR_PORT) is already in use on 127.0.0.1. Stop what runs there or choose another port.`,
      ),
    );
  });
});
