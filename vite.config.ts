import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * Every page loads the root route and everything it imports statically, so those modules gain nothing from
 * being split by which other routes share them: one file instead of a dozen small ones (on HTTP/1.1's six
 * connections, each small file a phone fetches before its first paint costs a round trip). The set is read
 * from the module graph once the build has it, before the chunks are made.
 */
function rootGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: "root-graph",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      // Both the root module and React Router's client route module that wraps it: which one the graph lists first
      // changes with any module added elsewhere, and from the module alone the root's own code left the group.
      const roots = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      const stack = roots.flatMap((root) => this.getModuleInfo(root)?.importedIds ?? []);
      while (stack.length > 0) {
        const id = stack.pop()!;
        // The icons' index names every icon, used or not: root's icons are left to the icons group.
        if (ids.has(id) || /node_modules[\\/]lucide-react[\\/]/.test(id)) continue;
        ids.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

const site = rootGraph();

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            // Every page needs the framework, and the icons are a few hundred bytes each: the icons many
            // routes share go in one file instead of thirty-odd small requests on a phone's slow connection.
            // Only those shared by four or more chunks: at two, the staff screens' own icons (a repair badge
            // shared by the dashboard, the game page and the QR page's staff panel) joined that file and put
            // /games-for-sale at 150.2 KB; at four it is 148.6 KB, and the home page 134.6 KB.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 4 },
                // Root's static imports (rootGraph), and the two small modules every public page but the board
                // and /newsletter imports: two requests fewer on eleven pages for 0.7 KB more on those two.
                { name: "site", test: (id) => site.has(id) || /[\\/]app[\\/]utils[\\/](seo|images)\.ts$/.test(id) },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  // Brotli and gzip copies of every script and stylesheet, made once at build time at the highest levels,
  // so the server sends them without compressing anything per request (server/app.ts).
  plugins: [
    tailwindcss(),
    reactRouter(),
    site.plugin,
    !isSsrBuild && compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|svg|txt|json)$/ }),
  ],
  server: { port: 3000 },
}));
