import type { IncomingMessage, ServerResponse } from "node:http";
import { redirect, sendJson, sendText } from "../http/json.ts";
import type { Mailbox } from "./mailbox.ts";
import { renderMailboxPage } from "./page.ts";

/** `/mailbox` (HTML), `/mailbox/api/messages` (GET ?to=, DELETE) and the page's clear form. */
export function handleMailbox(
  mailbox: Mailbox,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const path = url.pathname.replace(/\/+$/, "");
  if (path === "/mailbox" && req.method === "GET") {
    sendText(res, 200, renderMailboxPage(mailbox.list()), "text/html");
    return;
  }
  if (path === "/mailbox/clear" && req.method === "POST") {
    mailbox.clear();
    redirect(res, 303, "/mailbox");
    return;
  }
  if (path === "/mailbox/api/messages") {
    if (req.method === "GET") {
      sendJson(res, 200, mailbox.list(url.searchParams.get("to") ?? undefined), {
        "Access-Control-Allow-Origin": "*",
      });
      return;
    }
    if (req.method === "DELETE") {
      mailbox.clear();
      res.writeHead(204, { "Access-Control-Allow-Origin": "*" });
      res.end();
      return;
    }
  }
  sendJson(res, 404, { error: "Not found" });
}
