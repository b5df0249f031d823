import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './vite-plugins/mantine-component-styles';
import { precompress } from './vite-plugins/precompress';

// The API server (apps/server) listens on :3000; the dev server forwards the API and the
// real-time WebSocket endpoint (`/app/{key}`) so the browser sees one origin, as in production.
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Fixed root so the build lands in apps/web/dist whatever directory vite is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), mantineComponentStyles({ entry: 'src/main.tsx' }), precompress()],
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
  },
});
