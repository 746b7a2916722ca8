import type { Page } from "@playwright/test";
import { eventFee } from "../../app/models/event/event";
import { formatTime12 } from "../../app/utils/time";
import { museumToday, withEventsLock, withoutEvents } from "./events-lock";
import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

type JsonLd = Record<string, unknown> & { "@type"?: unknown };

async function eventJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // Each block must be valid JSON; JSON.parse throws otherwise.
  return blocks.map((text) => JSON.parse(text) as JsonLd).filter((data) => data["@type"] === "Event");
}

/**
 * The server picks the upcoming events by its own clock, which no browser clock can pin. The list does not
 * depend on the day or hour the tests run: the demo seed puts every upcoming event two or more days after
 * the server's start and the past one days before it, so "now" only mirrors the server's query.
 */
const museumNow = () =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/New_York",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date());

test.describe("events page", () => {
  test("lists upcoming tournaments and events with badges, times, fees and schema.org data", async ({ page, db }) => {
    await withEventsLock(async () => {
      const today = museumToday();
      const now = museumNow();
      const expected = await db
        .selectFrom("events")
        .selectAll()
        .where((eb) => eb.or([eb("date", ">", today), eb.and([eb("date", "=", today), eb("time", ">=", now)])]))
        .orderBy("date")
        .orderBy("time")
        .orderBy("id")
        .execute();
      const past = await db.selectFrom("events").select("title").where("date", "<", today).execute();
      expect(expected.length, "the demo data has upcoming events").toBeGreaterThan(2);
      expect(past.length, "the demo data has a past event").toBeGreaterThan(0);

      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tournaments & Events");
      const cards = page.getByTestId("event-card");
      await expect(cards).toHaveCount(expected.length);
      for (const [i, event] of expected.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(event.title);
        await expect(card).toContainText(event.description.slice(0, 40));
        await expect(card).toContainText(event.type === "tournament" ? "Tournament" : "Special Event");
        await expect(card.locator("time")).toHaveAttribute("datetime", event.date);
        await expect(card.getByText(formatTime12(event.time), { exact: true })).toBeVisible();
        const fee = eventFee({
          type: event.type,
          registrationFee: event.registration_fee,
          admissionFee: event.admission_fee,
        });
        if (fee) await expect(card).toContainText(`${fee.label}: ${fee.text}`);
        else await expect(card).not.toContainText(/(Registration|Admission) fee/);
      }
      for (const { title } of past) await expect(page.getByText(title)).toHaveCount(0);

      const addToCalendar = cards.first().getByRole("link", { name: `Add to calendar: ${expected[0].title}` });
      await expect(addToCalendar).toHaveAttribute("href", `/events/${expected[0].id}/calendar.ics`);
      const ics = await page.request.get((await addToCalendar.getAttribute("href"))!);
      expect(ics.status()).toBe(200);
      expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await ics.text()).toContain(`SUMMARY:${expected[0].title}`);
      await expect(page.getByRole("link", { name: "Subscribe to our calendar" })).toHaveAttribute(
        "href",
        /^webcal:\/\/[^/]+\/events\.ics$/,
      );

      const ld = await eventJsonLd(page);
      expect(ld).toHaveLength(expected.length);
      for (const [i, event] of expected.entries()) {
        expect(ld[i]).toMatchObject({
          "@context": "https://schema.org",
          "@type": "Event",
          name: event.title,
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          eventStatus: "https://schema.org/EventScheduled",
          location: {
            "@type": "Place",
            address: { "@type": "PostalAddress", streetAddress: "412 Orange Avenue", addressRegion: "FL" },
          },
          organizer: { "@type": "Organization" },
        });
        expect(ld[i].startDate).toMatch(new RegExp(`^${event.date}T${event.time}:00-0[45]:00$`));
        const fee = event.type === "tournament" ? event.registration_fee : event.admission_fee;
        if (fee == null) expect(ld[i]).not.toHaveProperty("offers");
        else
          expect(ld[i].offers).toMatchObject({ "@type": "Offer", price: Number(fee).toFixed(2), priceCurrency: "USD" });
      }
    });
  });

  test("with nothing upcoming it shows the spec's empty text and no event data @phone", async ({ page, db }) => {
    await withEventsLock(() =>
      withoutEvents(db, async () => {
        await page.goto("/events");
        await expect(page.getByText("No upcoming events scheduled at this time", { exact: true })).toBeVisible();
        await expect(page.getByTestId("event-card")).toHaveCount(0);
        expect(await eventJsonLd(page)).toEqual([]);
        await expectNoA11yViolations(page, "/events (empty)");
      }),
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no accessibility violations (${theme}) @phone`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/events");
      await waitForHydration(page);
      await expectNoA11yViolations(page, `/events (${theme})`);
    });
  }
});
