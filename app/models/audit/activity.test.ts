import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { activityActor } from "./activity-actor";
import { ACTION_LABELS, activityHref, describeActivity, NOT_CHANGES, parseActivityParams } from "./activity";

/** Every action name an audit() call can write, read from the source, so a new one cannot go unnamed. */
function auditedActions() {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = fs.readFileSync(file, "utf8");
        for (const call of source.matchAll(/audit\((?:[^()]|\([^()]*\))*?\{[\s\S]{0,400}?action:\s*([^,\n]+)/g)) {
          for (const name of call[1].matchAll(/"([a-z_]+)"/g)) found.add(name[1]);
        }
        for (const call of source.matchAll(/auditedWrite\([\s\S]{0,600}?\{\s*action:\s*"([a-z_]+)"/g))
          found.add(call[1]);
      }
    }
  };
  walk(path.resolve(__dirname, ".."));
  found.add("password_reset_requested"); // written through a constant in password-reset.server.ts
  return [...found].sort();
}

describe("activity descriptions", () => {
  it("every audited action is either a change with a label or an attempt count left out", () => {
    const actions = auditedActions();
    expect(actions.length).toBeGreaterThan(40);
    const unnamed = actions.filter((a) => !(a in ACTION_LABELS) && !(NOT_CHANGES as readonly string[]).includes(a));
    expect(unnamed).toEqual([]);
  });

  it("says what happened in words, from what the row kept", () => {
    expect(
      describeActivity({
        action: "game_updated",
        entity: "game",
        entityId: "4",
        details: { name: "Galaga", slug: "galaga-replay" },
      }),
    ).toBe('Edited the game "Galaga"');
    expect(
      describeActivity({
        action: "repair_resolved",
        entity: "repair",
        entityId: "12",
        details: { gameId: 4, backToOperational: true },
      }),
    ).toBe("Resolved repair #12, machine back to Operational");
    expect(
      describeActivity({
        action: "faq_moved",
        entity: "faq",
        entityId: "3",
        details: { question: "Parking?", direction: "up" },
      }),
    ).toBe('Moved the FAQ "Parking?" up');
    expect(
      describeActivity({
        action: "gift_card_deleted",
        entity: "gift_card",
        entityId: "2",
        details: { denomination: 50 },
      }),
    ).toBe("Deleted the $50 gift card");
    expect(
      describeActivity({
        action: "staff_account_created",
        entity: "user",
        entityId: "9",
        details: { email: "ana@museum.test", role: "staff" },
      }),
    ).toBe("Created the staff account ana@museum.test");
    expect(
      describeActivity({
        action: "inquiry_status_set",
        entity: "buyer_inquiry",
        entityId: "7",
        details: { from: "pending", to: "accepted" },
      }),
    ).toBe("Marked buyer inquiry #7 accepted");
    expect(
      describeActivity({
        action: "mail_retried",
        entity: "email_outbox",
        entityId: null,
        details: { ids: [1, 2], count: 2 },
      }),
    ).toBe("Queued 2 failed mails again");
    // A newer feature's action still reads as words.
    expect(
      describeActivity({ action: "game_restored", entity: "game", entityId: "5", details: { name: "Funhouse" } }),
    ).toBe('Restored the game "Funhouse" from the Trash');
    expect(
      describeActivity({
        action: "staff_role_changed",
        entity: "user",
        entityId: "7",
        details: { email: "ana@example.org", from: "staff", to: "manager" },
      }),
    ).toBe("Made ana@example.org manager");
    expect(
      describeActivity({
        action: "collection_imported",
        entity: "game",
        entityId: null,
        details: { file: "museum.csv", added: 1, updated: 12 },
      }),
    ).toBe('Imported "museum.csv": 1 machine added, 12 updated');
    expect(describeActivity({ action: "some_future_action", entity: "game", entityId: "5", details: {} })).toBe(
      "Some future action (game #5)",
    );
  });
});

describe("who made a change", () => {
  it("names the account, or the shell, the housekeeping or a removed account where the row has none", () => {
    const user = { id: 4, name: null, email: "ana@example.org" };
    expect(activityActor({ user, action: "game_updated", details: {} })).toBe("ana@example.org");
    expect(activityActor({ user: { ...user, name: "Ana" }, action: "game_updated", details: {} })).toBe("Ana");
    expect(activityActor({ user: null, action: "staff_account_created", details: { by: "shell" } })).toBe(
      "The shell (npm run user)",
    );
    expect(activityActor({ user: null, action: "game_purged", details: {} })).toBe("Housekeeping");
    expect(activityActor({ user: null, action: "game_updated", details: {} })).toBe("A removed account");
  });
});

describe("activity filters in the URL", () => {
  it("reads person, kind and page, ignores what is malformed or an attempt count, and writes them back", () => {
    expect(parseActivityParams(new URLSearchParams("user=3&action=game_updated&page=2"))).toEqual({
      userId: 3,
      action: "game_updated",
      page: 2,
    });
    expect(parseActivityParams(new URLSearchParams("user=-1&action=DROP TABLE&page=0"))).toEqual({
      userId: null,
      action: null,
      page: 1,
    });
    expect(parseActivityParams(new URLSearchParams("action=login_failed"))).toEqual({
      userId: null,
      action: null,
      page: 1,
    });
    expect(activityHref({ userId: 3, action: "game_updated", page: 2 })).toBe(
      "/admin/activity?user=3&action=game_updated&page=2",
    );
    expect(activityHref({ userId: null, action: null, page: 1 })).toBe("/admin/activity");
  });
});
