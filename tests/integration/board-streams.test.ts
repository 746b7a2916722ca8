import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "~/models/account/user.server";
import { createBoardLink } from "~/models/board/board-link.server";
import { boardEvents, closeBoardStreams } from "../../server/board-events";
import { describeEachDatabase } from "./databases";

/**
 * The lobby's event stream needs no sign-in: a stranger opening connection after connection must not keep the
 * museum's own TV from its updates. Every address of 127.0.0.0/8 is this machine, so each "visitor" connects
 * from an address of its own, as Express reads it without a proxy in front.
 */

let server: http.Server;
let base = "";
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  server = express().use(boardEvents()).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  closeBoardStreams();
  for (const request of open) request.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens the lobby's stream from `from`: its status and, for a stream, its first words. The stream stays open. */
function follow(from: string, query = "board=lobby") {
  return new Promise<{ status: number; first: string }>((resolve, reject) => {
    const request = http.get(`${base}/board/events?${query}`, { localAddress: from, agent: false }, (response) => {
      response.setEncoding("utf8");
      response.once("data", (chunk: string) => resolve({ status: response.statusCode ?? 0, first: chunk }));
    });
    request.on("error", reject);
    open.push(request);
  });
}

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describeEachDatabase("the lobby's event stream under a stranger's connections", (getDb) => {
  afterAll(() => {
    closeBoardStreams();
    for (const request of open.splice(0)) request.destroy();
  });

  it("200 connections from one address get ten streams; the museum's TV at another address still gets its updates", async () => {
    const stranger = await Promise.all(Array.from({ length: 200 }, () => follow("127.0.0.2")));
    expect(statuses(stranger)).toEqual({ 200: 10, 429: 190 });
    expect(stranger.find((a) => a.status === 429)?.first).toBe("Too many boards from this address.");
    const tv = await follow("127.0.0.3");
    expect(tv).toEqual({ status: 200, first: "retry: 3000\n: connected\n\n" });
  });

  it("when strangers at many addresses hold every open place, a TV with a board link still gets in", async () => {
    const manager = await createUser(getDb(), {
      email: "boards@museum.test",
      password: "Flipper#2024",
      role: "manager",
    });
    const { token } = await createBoardLink(getDb(), "Lobby TV", { id: manager.id, ip: null });
    closeBoardStreams();
    const held = await Promise.all(
      Array.from({ length: 20 }, (_, a) => Array.from({ length: 10 }, () => follow(`127.0.1.${a + 1}`))).flat(),
    );
    expect(statuses(held)).toEqual({ 200: 200 });
    expect((await follow("127.0.0.4")).status, "one more without a link").toBe(503);
    const tv = await follow("127.0.0.4", `board=lobby&key=${token}`);
    expect(tv).toEqual({ status: 200, first: "retry: 3000\n: connected\n\n" });
  });
});
