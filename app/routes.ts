import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTES } from "./route-manifest";

/** Every URL of the site and the module that answers it, as the route manifest lists them. */
export default ROUTES.map((facts) =>
  facts.path === "" ? index(facts.module) : route(facts.path, facts.module),
) satisfies RouteConfig;
