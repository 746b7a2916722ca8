import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { ROUTES, STAFF_LAYOUT_MODULE, wearsStaffLayout, type RouteFacts } from "./route-manifest";

const entryOf = (facts: RouteFacts): RouteConfigEntry =>
  facts.path === "" ? index(facts.module) : route(facts.path, facts.module);

const firstStaffRoute = ROUTES.find(wearsStaffLayout);

/**
 * Every URL of the site and the module that answers it, as the route manifest lists them; the staff and
 * manager routes inside the staff layout, which stands where the first of them is listed. A layout adds no
 * segment to their URLs and leaves their route ids as they were.
 */
export default ROUTES.flatMap((facts) => {
  if (!wearsStaffLayout(facts)) return [entryOf(facts)];
  return facts === firstStaffRoute ? [layout(STAFF_LAYOUT_MODULE, ROUTES.filter(wearsStaffLayout).map(entryOf))] : [];
}) satisfies RouteConfig;
