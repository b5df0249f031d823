import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './vite-plugins/first-screen';
import { mantineComponentStyles } from './vite-plugins/mantine-component-styles';
import { precompress } from './vite-plugins/precompress';
import { preloadChunks } from './vite-plugins/preload-chunks';

// The API server (apps/server) listens on :3000; the dev server forwards the API and the
// real-time WebSocket endpoint (`/app/{key}`) so the browser sees one origin, as in production.
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// frappe-gantt's exports name no stylesheet path; its file lies beside the package's script.
const FRAPPE_GANTT_CSS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('frappe-gantt')),
  'frappe-gantt.css',
);

export default defineConfig({
  // Fixed root so the build lands in apps/web/dist whatever directory vite is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    mantineComponentStyles({ entry: 'src/main.tsx' }),
    preloadChunks(['signed-out']),
    // A signed-in visit fetches its route tree at once, and the project page its code.
    firstScreen({ '/': ['signed-in'], '/project/': ['project-page'] }),
    precompress(),
  ],
  resolve: { alias: { 'frappe-gantt/dist/frappe-gantt.css': FRAPPE_GANTT_CSS } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/app': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every file is a round trip, and on a weak mobile network (150 ms a trip, six at a time)
        // the login screen waited on some 25 of them. So: the start-up code is one file, each route
        // tree is one file with everything it uses first (the login's tree wins what both use), and
        // the libraries and shared components that several lazy pages use are one common file,
        // instead of dozens of small shared chunks. Leaflet and the map code (every `map/` folder)
        // stay with the maps, loaded after a list.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 5 },
            { name: 'signed-out', test: /[\\/]app[\\/]routing[\\/]signed-out-routes\.tsx$/, priority: 4 },
            { name: 'signed-in', test: /[\\/]app[\\/]routing[\\/]signed-in-routes\.tsx$/, priority: 3 },
            {
              name: 'common',
              test: /[\\/]node_modules[\\/](?!leaflet)|[\\/]src[\\/](?:components|lib)[\\/](?!(?:[^\\/]+[\\/])*map[\\/])/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
