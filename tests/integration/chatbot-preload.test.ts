import { expect, it, vi } from "vitest";
import { loader } from "~/routes/admin.chatbot";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock("@elevenlabs/elevenlabs-js", () => {
  sdk.loads += 1;
  return { ElevenLabsClient: class {} };
});

describeEachDatabase("chatbot screen", (getDb) => {
  it("opening it starts loading the provider's SDK, so the manager's first knowledge-base request does not wait for it", async () => {
    const manager = await signedIn(getDb(), "manager");
    await loader(routeArgs("/admin/chatbot", manager.cookie));
    await vi.waitFor(() => expect(sdk.loads).toBe(1));
  });
});
