import { preloadModule } from "react-dom";
import type { ReactNode } from "react";
import type { EntryContext } from "react-router";

// react-dom 19.3 passes fetchPriority on to the <link> it writes; @types/react-dom 19.2 does not name it yet.
declare module "react-dom" {
  interface PreloadModuleOptions {
    fetchPriority?: "high" | "low" | "auto";
  }
}

/**
 * The scripts a page's hydration imports, as React Router's <Scripts> asks for them: the client entry and its
 * imports, then each matched route's modules and theirs.
 */
export function pageScripts({ manifest, staticHandlerContext }: EntryContext): string[] {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const { route } of staticHandlerContext.matches) {
    const entry = manifest.routes[route.id];
    if (!entry) continue;
    const { module, clientActionModule, clientLoaderModule, clientMiddlewareModule, hydrateFallbackModule } = entry;
    for (const href of [module, clientActionModule, clientLoaderModule, clientMiddlewareModule, hydrateFallbackModule])
      if (href) hrefs.push(href);
    hrefs.push(...(entry.imports ?? []));
  }
  return [...new Set(hrefs)];
}

/**
 * Asks for every script of the page at low priority. The server renders the whole page, so it paints without
 * them: they only make it interactive. React writes these hints in the head after the stylesheet and the first
 * photo, and before React Router's own (high-priority) ones for the same files, so the browser takes the first
 * it reads: a phone spends its first round trips on what paints, and Lighthouse no longer counts the scripts
 * as blocking the first paint. React does the same for the scripts it boots itself (bootstrapModules).
 * It wraps the router rather than standing beside it: a sibling would shift the tree that `useId` numbers, so
 * the server's ids would differ from the browser's, and a field the browser mounts anew would lose its label.
 */
export function LowPriorityScripts({
  context,
  nonce,
  children,
}: {
  context: EntryContext;
  nonce?: string;
  children: ReactNode;
}) {
  for (const href of pageScripts(context)) preloadModule(href, { as: "script", fetchPriority: "low", nonce });
  return children;
}
