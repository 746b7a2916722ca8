import { ARCADE_FLOOR } from "./content/arcade-floor";
import { ARCADE_STORED } from "./content/arcade-stored";
import { OTHER_GAMES } from "./content/other-games";
import { PINBALL } from "./content/pinball";
import type { DemoGame } from "./content/types";

/**
 * The demo content a first start seeds (seed.server.ts), gathered from its modules in `content/`. The games'
 * order is the order they are inserted in, so each keeps its id and slug from one start to the next.
 */
export const DEMO_GAMES: DemoGame[] = [...ARCADE_FLOOR, ...ARCADE_STORED, ...PINBALL, ...OTHER_GAMES];

export type * from "./content/types";
export { DEMO_ANNOUNCEMENTS, DEMO_EVENTS, DEMO_PAST_EVENT } from "./content/events";
export { DEMO_FAQS } from "./content/faqs";
export { DEMO_REPAIRS } from "./content/repairs";
export { DEMO_BUSINESS_HOURS } from "./content/hours";
export { DEMO_GIFT_CARDS, DEMO_PRODUCTS } from "./content/shop";
