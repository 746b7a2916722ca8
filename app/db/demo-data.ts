import { ARCADE_FLOOR } from "./demo/arcade-floor";
import { ARCADE_STORED } from "./demo/arcade-stored";
import { OTHER_GAMES } from "./demo/other-games";
import { PINBALL } from "./demo/pinball";
import type { DemoGame } from "./demo/types";

/**
 * The demo content a first start seeds (seed.server.ts), gathered from its modules in `demo/`. The games'
 * order is the order they are inserted in, so each keeps its id and slug from one start to the next.
 */
export const DEMO_GAMES: DemoGame[] = [...ARCADE_FLOOR, ...ARCADE_STORED, ...PINBALL, ...OTHER_GAMES];

export type * from "./demo/types";
export { DEMO_ANNOUNCEMENTS, DEMO_EVENTS, DEMO_PAST_EVENT } from "./demo/events";
export { DEMO_FAQS } from "./demo/faqs";
export { DEMO_REPAIRS } from "./demo/repairs";
export { DEMO_BUSINESS_HOURS } from "./demo/hours";
export { DEMO_GIFT_CARDS, DEMO_PRODUCTS } from "./demo/shop";
