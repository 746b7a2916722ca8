import type { Route } from "./+types/sell-donate";
import { ContactSection } from "~/components/contact/ContactSection";
import { SellDonateInfo } from "~/components/contact/SellDonateInfo";
import { PageHero } from "~/components/ui/PageHero";
import { contactClientAction } from "~/models/contact/contact";
import { handleContactAction } from "~/models/contact/contact.server";
import { pageTextHtml } from "~/models/content/page-text.server";
import { getDb } from "~/utils/db.server";
import { seo } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, (museum) => ({
    title: "Sell or Donate a Machine",
    description: `Have an old arcade game, pinball machine or parts? ${museum.longName} buys and gratefully accepts donations of coin-op games, working or not.`,
    path: "/sell-donate",
  }));

export async function loader() {
  return { accept: await pageTextHtml(getDb(), "sell_donate") };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context, "/sell-donate");
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return contactClientAction(serverAction);
}

export default function SellDonate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Arcade & pinball wanted"
        title="Sell or Donate"
        lead={
          <p>
            Got an arcade cabinet in the garage or a pinball machine that hasn't lit up in years? We buy and gratefully
            accept donated machines, restore them, and put them back in front of players.
          </p>
        }
      >
        <a href="#contact" className="mt-6 btn-primary">
          Tell Us About Your Machine
        </a>
      </PageHero>
      <SellDonateInfo accept={loaderData.accept} />
      <ContactSection
        title="Tell Us About Your Machine"
        result={actionData}
        messageLabel="About your machine"
        messagePlaceholder="Name and maker, year, condition, whether you'd like to sell or donate, and where it is located."
        intro={
          <p>
            Send us the details and we'll get back to you by e-mail. Photos help: we'll tell you where to send them when
            we reply.
          </p>
        }
      />
    </>
  );
}
