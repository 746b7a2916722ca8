import fs from "node:fs";
import { expect, it } from "vitest";

/** The back-office pages whose buttons act in place, and what they render. */
const PAGES = ["admin.mail", "admin.messages", "admin.trash", "admin.demo-content", "repairs"].map(
  (name) => `app/routes/${name}.tsx`,
);
const COMPONENTS = [
  "board/BoardLinkList.tsx",
  "admin/DeleteButton.tsx",
  "admin/TrashedRepairs.tsx",
  "report/StaffRepairPanel.tsx",
  "repair/PartRow.tsx",
  "repair/list/RepairRow.tsx",
  "repair/list/RepairCountTabs.tsx",
  "repair/RepairDashboardControls.tsx",
  "repair/thread/RepairThreadPage.tsx",
  "repair/thread/Closing.tsx",
  "repair/thread/EntryForm.tsx",
  "admin-chatbot/KnowledgePanel.tsx",
  "admin-faq/MoveButtons.tsx",
  "admin-hero/HeroSlideList.tsx",
  "inquiries/InquiryCard.tsx",
  "games/StaffGameSections.tsx",
  "games/BuyerInquiriesSection.tsx",
].map((name) => `app/components/${name}`);

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

it("paths to a game, a repair or an edit page are built with href(), so a renamed route fails the type check", () => {
  const templated = [...PAGES, ...COMPONENTS].flatMap((file) =>
    (read(file).match(/`\/[a-z-]+\/\$\{[^`]*`/g) ?? []).map((path) => `${file}: ${path}`),
  );
  expect(templated).toEqual([]);
});

it("the back-office actions answer through actionAnswers/readAdminPost, not with refusals and logs of their own", () => {
  const ownAnswers = PAGES.filter((file) => /\bformFailed\b|\blogger\b/.test(read(file)));
  expect(ownAnswers).toEqual([]);
});
