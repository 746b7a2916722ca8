import { describe, expect, it } from "vitest";
import { noindexMeta } from "./staff-meta";

const matches = [{ id: "root", data: { museum: { name: "Replay Museum" } } }] as unknown as Parameters<
  typeof noindexMeta
>[0]["matches"];

describe("noindexMeta, every staff page's meta", () => {
  it("titles the page after the museum and keeps it out of search engines", () => {
    expect(noindexMeta({ matches }, "Repair Stats")).toEqual([
      { title: expect.stringContaining("Repair Stats") },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("titles a page that draws its guard's 403 itself 'Access Denied', and keeps its title for other errors", () => {
    // What React Router hands the meta function for a thrown 403 (an ErrorResponse).
    const refused = { status: 403, statusText: "Access Denied", internal: false, data: null };
    expect(noindexMeta({ matches, error: refused }, "Trash")[0]).toEqual({
      title: expect.stringContaining("Access Denied"),
    });
    expect(noindexMeta({ matches, error: new Error("down") }, "Trash")[0]).toEqual({
      title: expect.stringContaining("Trash"),
    });
  });
});
