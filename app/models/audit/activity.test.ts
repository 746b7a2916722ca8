import { describe, expect, it } from "vitest";
import type { DB } from "~/utils/db.server";
import { activityActor } from "./activity-actor";
import {
  ACTION_LABELS,
  actionLabel,
  activityHref,
  describeActivity,
  NOT_CHANGES,
  parseActivityParams,
} from "./activity";
import { AUDIT_ACTIONS } from "./audit-actions";
import { audit } from "./audit.server";

/** Never run: `npx tsc` fails here unless audit() refuses an action no list holds. */
export const _unlistedActionFailsToTypecheck = (db: DB) =>
  audit(db, {
    // @ts-expect-error: not an audit action
    action: "game_exploded",
  });

describe("activity descriptions", () => {
  it("an upload is a photo, not a game's: the same upload serves games, repairs, products, the logo and the hero", () => {
    const row = { entity: "image", entityId: "abc", details: { bytes: 1 } };
    expect(describeActivity({ ...row, action: "game_image_uploaded" } as never)).toBe("Uploaded a photo");
    expect(describeActivity({ ...row, action: "game_image_removed" } as never)).toBe("Removed a photo");
    expect([ACTION_LABELS.game_image_uploaded, ACTION_LABELS.game_image_removed]).toEqual([
      "Photo uploaded",
      "Photo removed",
    ]);
  });

  it("every audit action is either a change with words of its own or an attempt count left out", () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(40);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    const attempts: readonly string[] = NOT_CHANGES;
    for (const action of AUDIT_ACTIONS) {
      const change = !attempts.includes(action);
      expect(change ? action in ACTION_LABELS : true, action).toBe(true);
      // The Activity screen filters by each change, never by an attempt.
      expect(parseActivityParams(new URLSearchParams({ action })).action, action).toBe(change ? action : null);
      if (change) expect(actionLabel(action), action).toBe((ACTION_LABELS as Record<string, string>)[action]);
    }
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
    // An account without a name reads as its address's local part, never as the address.
    expect(activityActor({ user, action: "game_updated", details: {} })).toBe("Ana");
    expect(activityActor({ user: { ...user, name: "Ana Lima" }, action: "game_updated", details: {} })).toBe(
      "Ana Lima",
    );
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
