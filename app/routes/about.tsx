import { Link } from "react-router";
import type { Route } from "./+types/about";
import { AdmissionList } from "~/components/about/AdmissionList";
import { ConnectLinks } from "~/components/about/ConnectLinks";
import { HoursList } from "~/components/about/HoursList";
import { LocationCard } from "~/components/about/LocationCard";
import { MuseumStory } from "~/components/about/MuseumStory";
import { pageTextHtml } from "~/models/content/page-text.server";
import { ContactSection } from "~/components/contact/ContactSection";
import { PageHero } from "~/components/ui/PageHero";
import { contactClientAction } from "~/models/contact/contact";
import { handleContactAction } from "~/models/contact/contact.server";
import { museumClock } from "~/models/hours/museum-clock";
import { cachedRepairPromise } from "~/models/stats/repair-promise.server";
import { useRootData } from "~/utils/root-data";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { seo } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, (museum) => ({
    title: `About ${museum.name}`,
    description: `Hours, location, admission and the story of ${museum.longName} in ${museum.city}, ${museum.regionName}: ${museum.collection} restored machines, free play after admission. Send us a message.`,
    path: "/about",
  }));

/**
 * The hours themselves come from the root loader; this marks today's row, in museum time, and measures the
 * story's repair promise (docs/product.md#visitors-see-the-truth).
 */
export async function loader() {
  return {
    today: museumClock(new Date(), getConfig().timeZone).dayOfWeek,
    repairTime: await cachedRepairPromise(getDb()),
    story: await pageTextHtml(getDb(), "about_story"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context, "/about");
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return contactClientAction(serverAction);
}

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const museum = useMuseum();
  return (
    <>
      <PageHero
        eyebrow={`Established ${museum.established}`}
        title={`About ${museum.name}`}
        lead={
          <p>
            A hands-on museum of arcade and pinball history in {museum.city}, {museum.regionName}. Pay admission once
            and every game is yours to play.
          </p>
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/collection" className="btn-primary">
            View Collection
          </Link>
          <a href="#contact" className="btn-secondary">
            Contact Us
          </a>
        </div>
      </PageHero>

      <MuseumStory story={loaderData.story} repairTime={loaderData.repairTime} />

      <section aria-label="Plan your visit" className="bg-slate-50 py-12 sm:py-16 dark:bg-ink-900/40">
        <div className="container-page grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6">
            <HoursList hours={root?.hours ?? null} today={loaderData.today} todayDate={root?.today ?? null} />
            <AdmissionList />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <LocationCard />
            <ConnectLinks websiteUrl={root?.publicUrl ?? "/"} />
          </div>
        </div>
      </section>

      <ContactSection
        title="Contact Us"
        result={actionData}
        intro={
          <p>
            Questions about a visit, a birthday party or a game on the floor? Send us a message and a member of our team
            will reply by e-mail.
          </p>
        }
      />
    </>
  );
}
