import type { Route } from "./+types/admin.hero";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { HeroSlideList } from "~/components/admin-hero/HeroSlideList";
import { FormAlert } from "~/components/ui/FormAlert";
import { actorOf } from "~/models/audit/audit.server";
import { heroThumb } from "~/models/hero/hero-picture";
import {
  HERO_DELETE_FAILED,
  HERO_FULL,
  HERO_LAST_SLIDE,
  HERO_LOAD_FAILED,
  HERO_MOVE_FAILED,
  HERO_SAVE_FAILED,
  HERO_SLIDE_GONE,
  PHOTO_MISSING,
  slideAdded,
  slideDeleted,
  slideMoved,
  slideSaved,
} from "~/models/hero/hero-slide";
import { heroSlideSchema, heroSlideValues, type AdminHeroIntent } from "~/models/hero/hero-slide.schema";
import {
  createHeroSlide,
  deleteHeroSlide,
  listHeroSlides,
  moveHeroSlide,
  updateHeroSlide,
  type HeroWrite,
} from "~/models/hero/hero-slide.server";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { formOk } from "~/utils/form-result.server";
import { fieldErrorsOf } from "~/utils/forms";
import { UPLOADS_BASE } from "~/utils/images";
import { logger } from "~/utils/logger.server";
import { readOrNull } from "~/utils/soft-read.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /admin/hero, managers only: the home page's slides (1 to 6), each a photo from the upload pipeline with
 * its alt text, heading, line and button, in the order the home page shows them. Every write says what it
 * did and lands in the Activity log; the home page shows it on the very next visit (the page version).
 */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Home Page Slides");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "hero");
  const base = getConfig().storagePublicUrl ?? UPLOADS_BASE;
  const slides = await readOrNull("admin hero slides", () => listHeroSlides(getDb()));
  return { slides: slides?.map((slide) => ({ ...slide, thumb: heroThumb(slide.imageUrl, base) })) ?? null };
}

const INTENTS: readonly AdminHeroIntent[] = ["save-slide", "delete-slide", "move-slide"];

const FAILED: Record<AdminHeroIntent, string> = {
  "save-slide": HERO_SAVE_FAILED,
  "delete-slide": HERO_DELETE_FAILED,
  "move-slide": HERO_MOVE_FAILED,
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireManager(request, "hero");
  const { form, intent, id, refuse, invalid } = await readAdminPost(request, INTENTS, "admin hero");
  const actor = actorOf(user, context);
  const db = getDb();
  const answer = (write: HeroWrite, say: (heading: string, position: number) => string) => {
    if (write.done) return formOk({ intent: intent!, message: say(write.heading, write.position) });
    if (write.why === "photo") return refuse(400, { fieldErrors: { imageUrl: PHOTO_MISSING } });
    if (write.why === "missing") return refuse(404, { error: HERO_SLIDE_GONE });
    return refuse(409, { error: write.why === "full" ? HERO_FULL : HERO_LAST_SLIDE });
  };
  if (!intent) return invalid();
  try {
    switch (intent) {
      case "save-slide": {
        if (form.get("id") && id === null) return invalid();
        const parsed = heroSlideSchema.safeParse(heroSlideValues(form));
        if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
        return id
          ? answer(await updateHeroSlide(db, id, parsed.data, actor), slideSaved)
          : answer(await createHeroSlide(db, parsed.data, actor), slideAdded);
      }
      case "delete-slide":
        return id === null ? invalid() : answer(await deleteHeroSlide(db, id, actor), slideDeleted);
      case "move-slide": {
        const direction = form.get("direction");
        if (id === null || (direction !== "up" && direction !== "down")) return invalid();
        return answer(await moveHeroSlide(db, id, direction, actor), slideMoved);
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "admin hero: a write failed");
    return refuse(500, { error: FAILED[intent] });
  }
}

export default function AdminHero({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <AdminPageHeader title="Home Page Slides">
        The photos at the top of the home page, in the order they rotate: each with its alt text, a heading, a line and
        a button. Changes are on the home page at once.
      </AdminPageHeader>
      {loaderData.slides ? <HeroSlideList slides={loaderData.slides} /> : <FormAlert>{HERO_LOAD_FAILED}</FormAlert>}
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
