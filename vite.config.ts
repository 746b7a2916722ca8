import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            // Every page needs the framework, and the icons are a few hundred bytes each: one file apiece
            // instead of thirty-odd small requests on a phone's slow connection. An icon only one route
            // uses stays in that route's file, so a staff screen's icons never weigh on the public pages.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
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
    !isSsrBuild && compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|svg|txt|json)$/ }),
  ],
  server: { port: 3000 },
}));
