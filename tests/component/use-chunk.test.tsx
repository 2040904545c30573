import { act, render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { createChunkLoader, type ChunkLoader } from "@/lib/chunk-loader";
import { useChunk } from "@/lib/use-chunk";

function Widget({ loader }: { loader: ChunkLoader<{ text: string }> }) {
  const { module, error } = useChunk(loader);
  if (error) return <p role="alert">failed</p>;
  if (!module) return <p>loading</p>;
  return <p>{module.text}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it("renders a loaded chunk at once, without a loading state", async () => {
  const loader = createChunkLoader(async () => ({ text: "ready" }));
  await loader.load();
  render(<Widget loader={loader} />);
  expect(screen.getByText("ready")).toBeInTheDocument();
});

it("loads a missing chunk on mount and renders it as soon as it arrives", async () => {
  const download = deferred<{ text: string }>();
  const importer = vi.fn(() => download.promise);
  render(<Widget loader={createChunkLoader(importer)} />);
  expect(screen.getByText("loading")).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(1);
  await act(async () => download.resolve({ text: "ready" }));
  expect(screen.getByText("ready")).toBeInTheDocument();
});

it("reports a failed download, and a remount fetches again", async () => {
  const first = deferred<{ text: string }>();
  const importer = vi
    .fn<() => Promise<{ text: string }>>()
    .mockReturnValueOnce(first.promise)
    .mockResolvedValueOnce({ text: "second try" });
  const loader = createChunkLoader(importer);
  const { unmount } = render(<Widget loader={loader} />);
  await act(async () => first.reject(new Error("offline")));
  expect(screen.getByRole("alert")).toHaveTextContent("failed");
  unmount();

  render(<Widget loader={loader} />);
  expect(await screen.findByText("second try")).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);
});
