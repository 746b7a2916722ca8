import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendFloorPost } from "./send-floor-post";
import type { PageClients } from "./tell-copies";
import { POST_TIMEOUT_MS, formAddress, isFloorPost, keptOnPhone, type UnsentQuestion } from "./unsent-posts";

const ORIGIN = "https://museum.example";
const floorPost = (address: string, method = "POST", origin = ORIGIN) =>
  isFloorPost(new URL(address, origin), method, ORIGIN);

describe("the floor's posts the staff app's worker watches", () => {
  it("takes React Router's posts of the floor's forms", () => {
    for (const address of [
      "/repairs/new.data",
      "/repairs/12.data",
      "/repairs/parts.data",
      "/maintenance/cycles/3/7.data",
      "/maintenance/machines/7.data",
      "/report-issue.data?gameId=7",
    ])
      expect(floorPost(address), address).toBe(true);
  });

  it("leaves every other request alone: reads, the queue's own replays, other forms and other sites", () => {
    expect(floorPost("/repairs/12.data", "GET")).toBe(false);
    expect(floorPost("/repairs/12")).toBe(false);
    expect(floorPost("/repairs.data")).toBe(false);
    expect(floorPost("/repairs/12/edit.data")).toBe(false);
    expect(floorPost("/login.data")).toBe(false);
    expect(floorPost("/admin/settings.data")).toBe(false);
    expect(floorPost("/repairs/12.data", "POST", "https://elsewhere.example")).toBe(false);
  });

  it("names the form's address as the page's form does", () => {
    expect(formAddress(new URL("/report-issue.data?gameId=7", ORIGIN))).toBe("/report-issue?gameId=7");
    expect(formAddress(new URL("/repairs/12.data", ORIGIN))).toBe("/repairs/12");
  });
});

describe("the worker's answer for a form kept on the phone", () => {
  it("is, to React Router, an action that returned nothing with an error status, so the page is not reloaded", async () => {
    const answer = keptOnPhone();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.get("X-Remix-Response")).toBe("yes");
    const decoded = await decodeViaTurboStream(answer.body!, globalThis as unknown as Window);
    expect(decoded.value).toEqual({ data: undefined });
    expect(Object.keys(decoded.value as object)).toEqual(["data"]);
  });
});

describe("sending a floor post from the worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const post = () => {
    const body = new URLSearchParams({ idempotencyKey: "k1", intent: "entry", body: "Coil replaced" });
    return new Request(`${ORIGIN}/repairs/12.data`, { method: "POST", body });
  };
  /** A page that answers the worker's question with `kept`, noting what it was asked. */
  const page = (kept: boolean | null) => {
    const asked: UnsentQuestion[] = [];
    const clients: PageClients = {
      get: async () => ({
        url: `${ORIGIN}/repairs/12`,
        postMessage: (question: unknown, ports?: Transferable[]) => {
          asked.push(question as UnsentQuestion);
          if (kept !== null) (ports?.[0] as MessagePort).postMessage({ kept });
        },
      }),
    };
    return { asked, clients };
  };
  const send = (clients: PageClients) =>
    sendFloorPost(clients)({ request: post(), event: Object.assign(new Event("fetch"), { clientId: "page-1" }) });

  it("passes the server's answer through when the network answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("ok", { status: 200 })),
    );
    const { asked, clients } = page(true);
    expect(await (await send(clients)).text()).toBe("ok");
    expect(asked).toEqual([]);
  });

  it("on a network error asks the page with the form's key and address, and answers 'kept' when it kept it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const { asked, clients } = page(true);
    const answer = await send(clients);
    expect(answer.status).toBe(keptOnPhone().status);
    expect(asked).toEqual([{ type: "floor-unsent", key: "k1", action: "/repairs/12" }]);
  });

  it("lets the failure stand when the page did not keep the form, or never answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(send(page(false).clients)).rejects.toThrow("Failed to fetch");
    vi.useFakeTimers();
    const silent = send(page(null).clients);
    const settled = expect(silent).rejects.toThrow("Failed to fetch");
    await vi.runAllTimersAsync();
    await settled;
  });

  it("gives up on a network that hangs after its timeout, and asks the page", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_request: Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    const { asked, clients } = page(true);
    const answer = send(clients);
    await vi.advanceTimersByTimeAsync(POST_TIMEOUT_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(keptOnPhone().status);
    expect(asked).toHaveLength(1);
  });
});
