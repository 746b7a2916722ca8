/**
 * Every page is complete as the server sends it, so on a slow phone its text, stylesheet and first images
 * should not share the connection with the scripts. React Router's <Scripts> preloads the route modules
 * and starts them with an inline module script as soon as the parser sees them; this rewrite keeps that
 * script inert (type="text/plain") and adds a small loader that, after the first paint, adds the
 * modulepreload links and runs the same code as a module.
 *
 * The browser's hydration (Preact) still finds a <script> where it renders one, so it creates nothing. If
 * React Router ever changes how it writes these tags, nothing matches and the page is sent unchanged.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /<script nonce="([^"]*)" type="module" async>([\s\S]*?)<\/script>/;

export function deferScripts(html: string): string {
  const start = ROUTE_MODULES_SCRIPT.exec(html);
  if (!start) return html;
  const nonce = start[1]!;
  const hrefs = [...new Set(Array.from(html.matchAll(MODULE_PRELOAD), (m) => m[1]!))];
  const inert = `<script nonce="${nonce}" type="text/plain" data-deferred-module>${start[2]}</script>`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(start[0], () => `${inert}<script nonce="${nonce}">${loader(hrefs, nonce)}</script>`);
}

function loader(hrefs: string[], nonce: string) {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `requestAnimationFrame(function(){setTimeout(function(){var d=document;${json(hrefs)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=${json(nonce)};s.textContent=d.querySelector("script[data-deferred-module]").textContent;d.body.appendChild(s)},0)})`;
}
