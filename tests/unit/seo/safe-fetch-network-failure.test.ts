import { afterEach, describe, expect, it } from "vitest";
import { classifyNetworkError } from "../../../supabase/functions/_shared/net/network-failure.ts";
import { safeFetch } from "../../../supabase/functions/_shared/net/safe-fetch.ts";
import { closedPortHost } from "../../integration/scan-support.ts";
import { type LocalServer, safeFetchFailure as failure, startServer } from "./local-server.ts";

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What fetch throws: a TypeError whose cause carries the system's code or Deno's message. */
const thrown = (cause: { code?: string; message: string }) =>
  Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error(cause.message), cause.code ? { code: cause.code } : {}),
  });

describe("a failed connection, in words a customer understands", () => {
  it("says a closed port refuses the connection", async () => {
    const host = await closedPortHost();
    const error = await failure(safeFetch(`http://${host}/`, { kind: "page", allowHosts: [host] }));
    expect([error.code, error.status, error.message]).toEqual([
      "connection-refused",
      422,
      "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.",
    ]);
  });

  it("says https failed when the site speaks only http", async () => {
    server = await startServer((_req, res) => res.end("<p>hallo</p>"));
    const error = await failure(
      safeFetch(`https://${server.host}/`, { kind: "page", allowHosts: [server.host] }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      "tls",
      422,
      "De beveiligde verbinding (https) met de website mislukt: het certificaat ontbreekt, is verlopen of hoort niet bij dit adres.",
    ]);
  });

  it.each([
    // Node (undici): the system error code on the cause.
    [{ code: "ECONNREFUSED", message: "connect ECONNREFUSED 1.2.3.4:443" }, "refused"],
    [{ code: "ERR_SSL_WRONG_VERSION_NUMBER", message: "wrong version number" }, "tls"],
    [{ code: "CERT_HAS_EXPIRED", message: "certificate has expired" }, "tls"],
    [{ code: "DEPTH_ZERO_SELF_SIGNED_CERT", message: "self-signed certificate" }, "tls"],
    [{ code: "ERR_TLS_CERT_ALTNAME_INVALID", message: "Hostname/IP does not match" }, "tls"],
    [{ code: "ECONNRESET", message: "read ECONNRESET" }, "reset"],
    [{ code: "UND_ERR_SOCKET", message: "other side closed" }, "reset"],
    [{ code: "EHOSTUNREACH", message: "connect EHOSTUNREACH" }, "unreachable"],
    // Deno: only the message says what happened.
    [
      {
        message:
          "error sending request for url (http://x/): client error (Connect): tcp connect error: Connection refused (os error 111)",
      },
      "refused",
    ],
    [
      {
        message:
          "error sending request for url (https://x/): client error (Connect): invalid peer certificate: Expired",
      },
      "tls",
    ],
    [
      {
        message:
          "error sending request for url (https://x/): client error (Connect): received corrupt message of type InvalidContentType",
      },
      "tls",
    ],
    [{ message: "connection closed before message completed" }, "reset"],
    [{ message: "something nobody expected" }, "other"],
  ])("%o is %s", (cause, kind) => {
    expect(classifyNetworkError(thrown(cause))).toBe(kind);
  });
});
