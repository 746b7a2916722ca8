import { describe, expect, it } from "vitest";
import { warnIfNoSmtp } from "./mail.server";

describe("the start-up warning when no mail can be sent", () => {
  const capture = () => {
    const lines: { fields: unknown; message: string }[] = [];
    return {
      lines,
      log: { warn: (fields: unknown, message: string) => void lines.push({ fields, message }) } as never,
    };
  };

  it("says once, in production without SMTP_URL, that mail only goes to DATA_DIR/outbox/*.eml", () => {
    const { lines, log } = capture();
    expect(warnIfNoSmtp({ isProduction: true, smtpUrl: null, dataDir: "/srv/museum" }, log)).toBe(true);
    expect(lines).toEqual([
      {
        fields: { outbox: "/srv/museum/outbox" },
        message:
          "SMTP_URL is not set: no mail is sent. Every mail (contact messages, reports, inquiries, password resets) only goes to /srv/museum/outbox/*.eml",
      },
    ]);
  });

  it("is quiet with SMTP_URL, and in development where the .eml files are the mailbox", () => {
    const { lines, log } = capture();
    expect(
      warnIfNoSmtp({ isProduction: true, smtpUrl: "smtp://mail.example.org:587", dataDir: "/srv/museum" }, log),
    ).toBe(false);
    expect(warnIfNoSmtp({ isProduction: false, smtpUrl: null, dataDir: "/srv/museum" }, log)).toBe(false);
    expect(lines).toEqual([]);
  });
});
