import { describe, expect, it, vi } from "vitest";
import { createChunkLoader, prefetchRegisteredChunks } from "@/lib/chunk-loader";

describe("createChunkLoader", () => {
  it("prefetches only the chunks that opt in (every visitor's widgets, not the customer area)", async () => {
    const widget = vi.fn(async () => ({ name: "chat" }));
    const customerArea = vi.fn(async () => ({ name: "billing" }));
    const widgetLoader = createChunkLoader(widget, { prefetch: true });
    createChunkLoader(customerArea);
    prefetchRegisteredChunks();
    await widgetLoader.load();
    expect(widget).toHaveBeenCalledTimes(1);
    expect(customerArea).not.toHaveBeenCalled();
    expect(widgetLoader.loaded()).toEqual({ name: "chat" });
  });

  it("loads once and then offers the module synchronously", async () => {
    const importer = vi.fn(async () => 42);
    const loader = createChunkLoader(importer);
    expect(loader.loaded()).toBeUndefined();
    const promise = loader.load();
    expect(loader.load()).toBe(promise);
    await promise;
    expect(loader.loaded()).toBe(42);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed download so the next attempt fetches again", async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("ok");
    const loader = createChunkLoader(importer);
    await expect(loader.load()).rejects.toThrow("offline");
    await expect(loader.load()).resolves.toBe("ok");
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
