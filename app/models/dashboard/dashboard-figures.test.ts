import { describe, expect, it } from "vitest";
import { dashboardFigures } from "./dashboard-figures";

const NONE = {
  openRepairs: 0,
  untriaged: 0,
  safety: 0,
  partsWaiting: 0,
  unreadMessages: 0,
  pendingInquiries: 0,
  failedMail: 0,
};
const texts = (figures: ReturnType<typeof dashboardFigures>) =>
  Object.values(figures).flatMap((list) => list!.map(({ text, tone }) => `${tone}: ${text}`));

describe("the dashboard's figures", () => {
  it("read calm at zero, in words rather than a bare 0", () => {
    expect(texts(dashboardFigures(NONE, { mailSetUp: true, demoLeft: false }, { manager: true }))).toEqual([
      "calm: No open repairs",
      "calm: None to triage",
      "calm: No safety issues",
      "calm: No parts waiting",
      "calm: No unread messages",
      "calm: None pending",
      "calm: No failed mail",
      "calm: No demo content left",
    ]);
  });

  it("stand out by their words when they ask for action; open repairs only inform", () => {
    const counts = {
      ...NONE,
      openRepairs: 4,
      untriaged: 2,
      safety: 1,
      partsWaiting: 1,
      unreadMessages: 3,
      failedMail: 1,
    };
    expect(texts(dashboardFigures(counts, { mailSetUp: false, demoLeft: true }, { manager: true }))).toEqual([
      "info: 4 open",
      "action: 2 to triage",
      "action: 1 safety issue",
      "action: 1 part waiting",
      "action: 3 unread",
      "calm: None pending",
      "action: Mail is not set up: SMTP_URL is missing",
      "action: 1 mail could not be sent",
      "info: Demo content is still here",
    ]);
  });

  it("leave out the managers' screens for staff", () => {
    const figures = dashboardFigures(
      { ...NONE, failedMail: null },
      { mailSetUp: false, demoLeft: true },
      { manager: false },
    );
    expect(Object.keys(figures)).toEqual(["repairs", "repairs/parts", "admin/messages", "admin/buyer-inquiries"]);
  });
});
