import { data } from "react-router";
import type { Route } from "./+types/faq";
import { FaqList } from "~/components/faq/FaqList";
import { FaqEmpty, FaqError } from "~/components/faq/FaqStates";
import { StillHaveQuestions } from "~/components/faq/StillHaveQuestions";
import { CategoryChips } from "~/components/ui/CategoryChips";
import { PageHero } from "~/components/ui/PageHero";
import { FAQ_LOAD_ERROR, groupFaqs, type PublicFaq } from "~/models/faq/faq";
import { listFaqs } from "~/models/faq/faq.server";
import { mentionsRepairPromise } from "~/models/stats/repair-promise";
import { cachedRepairPromise } from "~/models/stats/repair-promise.server";
import { getDb } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { jsonLd, seo } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const faqs = loaderData?.faqs ?? [];
  return [
    ...seo(matches, (museum) => ({
      title: "Frequently Asked Questions",
      description: `Answers about admission, hours, games, parties, tournaments and visiting ${museum.longName} in ${museum.city}, ${museum.regionName}.`,
      path: "/faq",
    })),
    ...(faqs.length
      ? [
          jsonLd({
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: faqs.map((f) => ({
              "@type": "Question",
              name: f.question,
              acceptedAnswer: { "@type": "Answer", text: f.answer },
            })),
          }),
        ]
      : []),
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get("category");
  try {
    const db = getDb();
    const faqs: PublicFaq[] = await listFaqs(db);
    // Staff write the answers: whichever makes the 24-48 hour promise gets the measured time after it.
    const promising = faqs.filter((f) => mentionsRepairPromise(f.answer)).map((f) => f.id);
    const text = promising.length ? await cachedRepairPromise(db) : null;
    return data({
      faqs,
      category,
      error: null as string | null,
      repairTime: text ? { text, faqIds: promising } : null,
    });
  } catch (error) {
    logger.error({ err: error }, "faqs could not be loaded");
    return data(
      { faqs: [] as PublicFaq[], category, error: FAQ_LOAD_ERROR as string | null, repairTime: null },
      { status: 500 },
    );
  }
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faqs, category, error, repairTime } = loaderData;
  const { categories, active, groups, unknownCategory } = groupFaqs(faqs, category);

  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead={
          <p>Everything you need to know before your visit: admission, hours, how free play works, parties and more.</p>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12">
        <div className="min-w-0 space-y-8">
          {error ? (
            <FaqError message={error} />
          ) : faqs.length === 0 ? (
            <FaqEmpty category={null} />
          ) : (
            <>
              <CategoryChips
                label="FAQ categories"
                categories={categories}
                active={unknownCategory ? undefined : active}
              />
              {unknownCategory ? <FaqEmpty category={category} /> : <FaqList groups={groups} repairTime={repairTime} />}
            </>
          )}
        </div>
        <div className="lg:sticky lg:top-24">
          <StillHaveQuestions />
        </div>
      </div>
    </>
  );
}
