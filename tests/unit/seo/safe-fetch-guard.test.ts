import { describe, expect, it, vi } from "vitest";
import { classifyAddress } from "../../../supabase/functions/_shared/net/ip-address.ts";
import { safeFetch, SafeFetchError } from "../../../supabase/functions/_shared/net/safe-fetch.ts";

const PUBLIC = "93.184.216.34";
const htmlResponse = () =>
  new Response("<!DOCTYPE html><title>ok</title>", {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** Fetch through stubs; returns the error (or null) and whether the network was touched. */
async function attempt(url: string, addresses: string[] = [PUBLIC]) {
  const fetchImpl = vi.fn(async () => htmlResponse());
  const resolve = vi.fn(async () => addresses);
  try {
    await safeFetch(url, { kind: "page", fetchImpl, resolve });
    return { error: null, fetched: fetchImpl.mock.calls.length, resolved: resolve.mock.calls };
  } catch (error) {
    expect(error).toBeInstanceOf(SafeFetchError);
    return {
      error: error as SafeFetchError,
      fetched: fetchImpl.mock.calls.length,
      resolved: resolve.mock.calls,
    };
  }
}

describe("safeFetch refuses forbidden IP literals before any request", () => {
  it.each([
    ["http://10.1.2.3/", "private", "Dit adres is niet toegestaan: privé-netwerk."],
    ["http://172.16.0.1/", "private", "Dit adres is niet toegestaan: privé-netwerk."],
    ["http://172.31.255.255/", "private", "Dit adres is niet toegestaan: privé-netwerk."],
    ["http://192.168.1.1/", "private", "Dit adres is niet toegestaan: privé-netwerk."],
    [
      "http://127.0.0.1/",
      "loopback",
      "Dit adres is niet toegestaan: loopback-adres (deze server zelf).",
    ],
    [
      "http://127.8.9.10/",
      "loopback",
      "Dit adres is niet toegestaan: loopback-adres (deze server zelf).",
    ],
    [
      "http://[::1]/",
      "loopback",
      "Dit adres is niet toegestaan: loopback-adres (deze server zelf).",
    ],
    ["http://169.254.1.1/", "link-local", "Dit adres is niet toegestaan: link-local-adres."],
    ["http://[fe80::1]/", "link-local", "Dit adres is niet toegestaan: link-local-adres."],
    [
      "http://[fc00::1]/",
      "unique-local",
      "Dit adres is niet toegestaan: privé-netwerk (IPv6 unique-local).",
    ],
    [
      "http://[fd12:3456::1]/",
      "unique-local",
      "Dit adres is niet toegestaan: privé-netwerk (IPv6 unique-local).",
    ],
    ["http://224.0.0.1/", "multicast", "Dit adres is niet toegestaan: multicast-adres."],
    ["http://[ff02::1]/", "multicast", "Dit adres is niet toegestaan: multicast-adres."],
    ["http://0.0.0.0/", "unspecified", "Dit adres is niet toegestaan: ongespecificeerd adres."],
    ["http://[::]/", "unspecified", "Dit adres is niet toegestaan: ongespecificeerd adres."],
    [
      "http://100.64.0.1/",
      "carrier-grade-nat",
      "Dit adres is niet toegestaan: gedeeld netwerk van een provider (carrier-grade NAT).",
    ],
    [
      "http://169.254.169.254/latest/meta-data/",
      "cloud-metadata",
      "Dit adres is niet toegestaan: cloud-metadata-adres.",
    ],
    [
      "http://[fd00:ec2::254]/",
      "cloud-metadata",
      "Dit adres is niet toegestaan: cloud-metadata-adres.",
    ],
    [
      "http://metadata.google.internal/computeMetadata/v1/",
      "cloud-metadata",
      "Dit adres is niet toegestaan: cloud-metadata-adres.",
    ],
    [
      "http://localhost/",
      "loopback",
      "Dit adres is niet toegestaan: loopback-adres (deze server zelf).",
    ],
  ])("%s → %s", async (url, range, message) => {
    const { error, fetched, resolved } = await attempt(url);
    expect(error?.code).toBe("blocked-address");
    expect(error?.range).toBe(range);
    expect(error?.message).toBe(message);
    expect(error?.status).toBe(400);
    expect(fetched).toBe(0);
    expect(resolved).toEqual([]);
  });

  it.each([
    ["http://[::ffff:127.0.0.1]/", "loopback"],
    ["http://[::ffff:7f00:1]/", "loopback"],
    ["http://[::ffff:a00:1]/", "private"],
    ["http://[::ffff:c0a8:101]/", "private"],
    ["http://[::ffff:169.254.169.254]/", "cloud-metadata"],
    ["http://[64:ff9b::a00:1]/", "private"],
    ["http://0x7f.0.0.1/", "loopback"],
    ["http://2130706433/", "loopback"],
  ])("IPv4 hidden in another spelling: %s → %s", async (url, range) => {
    const { error, fetched } = await attempt(url);
    expect(error?.range).toBe(range);
    expect(fetched).toBe(0);
  });
});

describe("safeFetch checks every address a name resolves to", () => {
  it("refuses when one of several DNS answers is private, without fetching", async () => {
    const { error, fetched, resolved } = await attempt("https://mixed.example/", [
      PUBLIC,
      "2606:4700::1111",
      "10.0.0.5",
    ]);
    expect(error?.message).toBe("Dit adres is niet toegestaan: privé-netwerk.");
    expect(resolved).toEqual([["mixed.example"]]);
    expect(fetched).toBe(0);
  });

  it("refuses an AAAA answer in IPv4-mapped form", async () => {
    const { error } = await attempt("https://mapped.example/", [PUBLIC, "::ffff:127.0.0.1"]);
    expect(error?.range).toBe("loopback");
  });

  it("fetches when every answer is public", async () => {
    const { error, fetched } = await attempt("https://ok.example/", [PUBLIC, "2606:4700::1111"]);
    expect(error).toBeNull();
    expect(fetched).toBe(1);
  });

  it("answers a Dutch DNS error when the name has no addresses", async () => {
    const { error } = await attempt("https://nope.example/", []);
    expect(error?.code).toBe("dns");
    expect(error?.message).toBe("Het domein nope.example bestaat niet of is niet bereikbaar.");
  });
});

describe("safeFetch URL rules", () => {
  it.each([
    [
      "ftp://example.com/",
      "protocol",
      "Alleen http- en https-adressen zijn toegestaan (niet ftp).",
    ],
    [
      "file:///etc/passwd",
      "protocol",
      "Alleen http- en https-adressen zijn toegestaan (niet file).",
    ],
    ["http://example.com:8080/", "port", "Poort 8080 is niet toegestaan; gebruik poort 80 of 443."],
    ["https://example.com:22/", "port", "Poort 22 is niet toegestaan; gebruik poort 80 of 443."],
    [
      "http://user:pw@example.com/",
      "credentials",
      "Adressen met een gebruikersnaam of wachtwoord erin zijn niet toegestaan.",
    ],
    ["not a url", "invalid-url", "Dit is geen geldige URL."],
  ])("%s → %s", async (url, code, message) => {
    const { error, fetched } = await attempt(url);
    expect(error?.code).toBe(code);
    expect(error?.message).toBe(message);
    expect(fetched).toBe(0);
  });

  it.each(["http://example.com:80/", "https://example.com:443/", "http://example.com:443/"])(
    "allows %s",
    async (url) => {
      const { error, fetched } = await attempt(url);
      expect(error).toBeNull();
      expect(fetched).toBe(1);
    },
  );

  it("does not resolve a public IP literal but fetches it", async () => {
    const { error, resolved, fetched } = await attempt(`https://${PUBLIC}/`);
    expect(error).toBeNull();
    expect(resolved).toEqual([]);
    expect(fetched).toBe(1);
  });
});

describe("classifyAddress", () => {
  it("tells public, forbidden and non-addresses apart", () => {
    expect(classifyAddress("8.8.8.8")).toBeNull();
    expect(classifyAddress("172.32.0.1")).toBeNull();
    expect(classifyAddress("100.128.0.1")).toBeNull();
    expect(classifyAddress("::ffff:8.8.8.8")).toBeNull();
    expect(classifyAddress("fe80::1%eth0")).toBe("link-local");
    expect(classifyAddress("2002:c0a8:101::1")).toBe("private");
    expect(classifyAddress("example.com")).toBeUndefined();
    expect(classifyAddress("1::2::3")).toBeUndefined();
  });
});
