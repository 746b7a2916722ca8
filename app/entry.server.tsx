import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToStringAsync } from "preact-render-to-string";
import { options, type VNode } from "preact";
import { deferScripts } from "~/utils/deferred-scripts.server";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

// React Router marks its scripts suppressHydrationWarning, a React-only prop that Preact would write out
// as an HTML attribute.
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && "suppressHydrationWarning" in props) delete props.suppressHydrationWarning;
  previousVNodeHook?.(vnode);
};

/*
 * Pages render with Preact (react and react-dom are npm aliases of @preact/compat), so the browser hydrates
 * exactly the markup it would have rendered itself. The whole document is rendered before it is sent: no page
 * defers data, and Preact's streaming would append out-of-order islands after </html>.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const page = (
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  const html = await renderToStringAsync(page as unknown as VNode);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${deferScripts(html)}`, { headers: responseHeaders, status: responseStatusCode });
}
