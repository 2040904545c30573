import type { IncomingMessage } from "node:http";

/** The header hosted Supabase's edge (Cloudflare) sets to the connecting address; see client-address.ts. */
export const GATEWAY_ADDRESS_HEADER = "cf-connecting-ip";

/**
 * What the hosted edge does before a request reaches Auth or a function: CF-Connecting-IP is
 * set to the address of the socket, replacing whatever the client sent. X-Forwarded-For and
 * X-Real-IP stay as the client wrote them, as they do hosted, and nothing here trusts them.
 */
export function setGatewayAddress(req: IncomingMessage): string {
  const raw = req.socket.remoteAddress ?? "";
  // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
  const address = raw.startsWith("::ffff:") ? raw.slice("::ffff:".length) : raw;
  req.headers[GATEWAY_ADDRESS_HEADER] = address;
  return address;
}

/** The address setGatewayAddress put on the request. */
export function gatewayAddress(req: IncomingMessage): string {
  const value = req.headers[GATEWAY_ADDRESS_HEADER];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
