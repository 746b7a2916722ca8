import { CircleCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { redirect, useNavigation } from "react-router";
import type { Route } from "./+types/games-for-sale";
import type { InquiryTarget } from "~/components/sale/InquiryDialog";
import { InquirySection } from "~/components/sale/InquirySection";
import { SaleEmpty } from "~/components/sale/SaleEmpty";
import { SaleCard } from "~/components/sale/SaleCard";
import { ModeToggle, SaleFilterForm } from "~/components/sale/SaleFilters";
import { FormAlert } from "~/components/ui/FormAlert";
import { isSpam, allowPublicSubmission, TOO_MANY_SUBMISSIONS } from "~/models/shared/form-throttle.server";
import { GAMES_LOAD_FAILED } from "~/models/game/game";
import { getPublicGameById } from "~/models/game/game.server";
import {
  INQUIRY_FAILURE,
  INQUIRY_GAME_GONE,
  INQUIRY_NOT_FOR_SALE,
  inquiryFormValues,
  inquirySuccessMessage,
  type InquiryType,
} from "~/models/inquiry/inquiry";
import { InquirySchema } from "~/models/inquiry/inquiry.schema";
import { submitInquiry } from "~/models/inquiry/inquiry.server";
import { parseGameId } from "~/models/repair/report";
import {
  filterSaleGames,
  hasAskingPrice,
  listedForSale,
  parseSaleFilters,
  saleFiltersToParams,
  toSaleGame,
  type SaleGame,
} from "~/models/sale/sale";
import { listSaleGames } from "~/models/sale/sale.server";
import { readServiceRecords, serviceRecordLines, type ServiceRecordLine } from "~/models/stats/service-record.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { seo } from "~/utils/seo";
import { readOrNull } from "~/utils/soft-read.server";
import { whenIdle } from "~/utils/idle";

/** The green notice after an inquiry was sent. */
const SENT_NOTICE = [
  "mb-6 flex gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900",
  "dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100",
].join(" ");

// The two dialogs (and Radix's dialog code, some 14 KB) are not needed to read the page: they load when it
// is idle, or on the first click if that comes sooner.
const loadInquiryDialog = () => import("~/components/sale/InquiryDialog");
const loadImageViewer = () => import("~/components/sale/ImageViewer");
const InquiryDialog = lazy(() => loadInquiryDialog().then((m) => ({ default: m.InquiryDialog })));
const ImageViewer = lazy(() => loadImageViewer().then((m) => ({ default: m.ImageViewer })));

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, (museum) => ({
    title: "Games For Sale",
    description: `Buy a restored arcade or pinball machine from the ${museum.name} collection, or make an offer on any game. Prices, condition notes and photos.`,
    path: "/games-for-sale",
  }));

/** `?inquire={id}&kind=purchase|offer` (the no-JavaScript form) and `?inquired=...` (its result) are not filters. */
const INQUIRY_PARAMS = ["inquire", "kind", "inquired"];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseSaleFilters(url.searchParams);
  const db = getDb();
  // A failed read shows the spec's message in the list's place; the filters and the rest of the page still work.
  const listed = await readOrNull("games for sale", () => listSaleGames(db, filters.mode));
  const all = (listed ?? []).map(toSaleGame);
  const games = filterSaleGames(all, filters);
  // The service record is part of a sale listing, like missing parts: only for the games on sale, in one read.
  // Without it the listings still show.
  const onSale = games.filter(listedForSale).map((g) => g.id);
  const records = await readOrNull("games for sale: service records", () => readServiceRecords(db, onSale));
  const serviceRecords: Record<number, ServiceRecordLine[]> = {};
  for (const [id, record] of records ?? []) serviceRecords[id] = serviceRecordLines(record);

  let inquiry: { game: SaleGame; kind: InquiryType } | null = null;
  const inquireId = parseGameId(url.searchParams.get("inquire"));
  if (inquireId) {
    const found =
      all.find((g) => g.id === inquireId) ??
      (await getPublicGameById(db, inquireId).then((g) => (g ? toSaleGame(g) : null)));
    // A purchase needs an asking price; otherwise the form is an offer.
    if (found)
      inquiry = {
        game: found,
        kind: url.searchParams.get("kind") === "purchase" && hasAskingPrice(found.askingPrice) ? "purchase" : "offer",
      };
  }
  const inquiredParam = url.searchParams.get("inquired");
  const inquired: InquiryType | null = inquiredParam === "purchase" || inquiredParam === "offer" ? inquiredParam : null;
  return {
    filters,
    games,
    serviceRecords,
    total: all.length,
    gamesError: listed ? null : GAMES_LOAD_FAILED,
    inquiry,
    inquired,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await readFormData(request);
  const values = inquiryFormValues(form);
  const viaModal = form.get("via") === "modal";
  const { refuse, done } = actionAnswers(undefined, "games for sale", { values });
  const succeed = (kind: InquiryType) => {
    if (viaModal) return done({ message: inquirySuccessMessage(kind), inquiryType: kind });
    // Post/Redirect/Get for the no-JavaScript form, so a reload does not send it twice.
    const params = new URLSearchParams(url.searchParams);
    for (const p of INQUIRY_PARAMS) params.delete(p);
    params.set("inquired", kind);
    return redirect(`/games-for-sale?${params}`);
  };

  // Spam is answered like a success and never stored.
  if (isSpam(form)) return succeed(values.inquiryType === "purchase" ? "purchase" : "offer");
  const parsed = InquirySchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  const db = getDb();
  if (!(await allowPublicSubmission(db, "inquiry", context.ip))) return refuse(429, { error: TOO_MANY_SUBMISSIONS });
  try {
    const outcome = await submitInquiry(db, parsed.data);
    if (!outcome.ok)
      return outcome.reason === "not_found"
        ? refuse(404, { error: INQUIRY_GAME_GONE })
        : refuse(400, { error: INQUIRY_NOT_FOR_SALE });
  } catch (error) {
    logger.error({ err: error }, "buyer inquiry failed");
    return refuse(500, { error: INQUIRY_FAILURE });
  }
  return succeed(parsed.data.inquiryType);
}

export default function GamesForSale({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, games, serviceRecords, total, gamesError, inquiry, inquired } = loaderData;
  const navigation = useNavigation();
  const [target, setTarget] = useState<InquiryTarget | null>(null);
  const [viewing, setViewing] = useState<{ game: SaleGame; opener: HTMLElement } | null>(null);
  // Mounted from the first click on, so a closing dialog can hand the focus back to its opener.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // Offline, the first click tries again.
        loadInquiryDialog().catch(() => {});
        loadImageViewer().catch(() => {});
      }),
    [],
  );
  const listParams = saleFiltersToParams(filters);
  const listHref = `/games-for-sale${listParams.size ? `?${listParams}` : ""}`;
  const inquireHref = (game: SaleGame) => (kind: InquiryType) => {
    const params = new URLSearchParams(listParams);
    params.set("inquire", String(game.id));
    params.set("kind", kind);
    return `/games-for-sale?${params}#inquiry-heading`;
  };
  const updating =
    navigation.state === "loading" &&
    navigation.location.pathname === "/games-for-sale" &&
    !navigation.formMethod?.match(/post/i);

  return (
    <div className="pb-16">
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-white/10 dark:from-ink-900 dark:to-ink-950">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            Own a piece of arcade history
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">Games For Sale</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-200">
            Machines from our collection looking for a new home, restored and looked after by our technicians. Ask about
            any game, or make an offer on one that has no price yet.
          </p>
          <div className="mt-6">
            <ModeToggle filters={filters} />
          </div>
        </div>
      </section>

      <div className="container-page mt-8">
        {inquired ? (
          <div role="status" className={SENT_NOTICE}>
            <CircleCheck aria-hidden className="size-5 shrink-0" />
            {inquirySuccessMessage(inquired)}
          </div>
        ) : null}
        {inquiry ? (
          <InquirySection
            key={`${inquiry.game.id}-${inquiry.kind}`}
            {...inquiry}
            action={inquireHref(inquiry.game)(inquiry.kind).replace(/#.*$/, "")}
            backTo={listHref}
            result={actionData}
          />
        ) : null}

        <SaleFilterForm filters={filters} />

        <h2 className="sr-only">{filters.mode === "sale" ? "Games for sale" : "All games"}</h2>
        <p role="status" className="mt-6 mb-4 text-sm font-medium text-slate-600 dark:text-slate-300">
          {updating
            ? "Updating..."
            : total
              ? `Showing ${games.length} of ${total} ${total === 1 ? "game" : "games"}`
              : ""}
        </p>

        {gamesError ? (
          <FormAlert>{gamesError}</FormAlert>
        ) : games.length ? (
          <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${updating ? "opacity-60 transition-opacity" : ""}`}>
            {games.map((game, index) => (
              <li key={game.id} className="flex">
                <SaleCard
                  game={game}
                  serviceRecord={serviceRecords[game.id]}
                  index={index}
                  inquireHref={inquireHref(game)}
                  onInquire={(kind, opener) => {
                    setDialogsUsed(true);
                    setTarget({ game, kind, opener });
                  }}
                  onViewImages={(opener) => {
                    setDialogsUsed(true);
                    setViewing({ game, opener });
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <SaleEmpty
            mode={filters.mode}
            noGames={total === 0}
            clearHref={`/games-for-sale${filters.mode === "all" ? "?show=all" : ""}`}
          />
        )}
      </div>

      {dialogsUsed ? (
        <Suspense fallback={null}>
          <InquiryDialog target={target} onClose={() => setTarget(null)} />
          <ImageViewer game={viewing?.game ?? null} opener={viewing?.opener} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
