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
