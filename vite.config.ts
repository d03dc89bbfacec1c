import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientContracts } from './build-tools/vite-client-contracts.ts';
import { precompress } from './build-tools/vite-precompress.ts';
import { compiledMessages } from './build-tools/vite-compiled-messages.ts';
import { offlineApp } from './build-tools/vite-offline-app.ts';

/**
 * The web client. `index.html` at the repo root loads `/src/web/main.tsx`; the build goes to
 * `dist/web`, which the Fastify server serves. In development Vite proxies the API and uploaded
 * images to the server on port 3000. No `changeOrigin`: the proxied request keeps the browser's
 * Host (localhost:5173), which the server's Host rule accepts (decision 009); `npm run dev` sets
 * PUBLIC_URL to Vite's address, so writes carry the expected Origin.
 */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    clientContracts(),
    compiledMessages(),
    react(),
    tailwindcss(),
    offlineApp(),
    precompress(),
  ],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Pages are lazy routes (src/web/app/lazy-pages.ts), so each page's code and the
        // libraries only it uses land in that page's chunk. No catch-all vendor group: it put
        // every library into the first load (docs/decisions/020). React and the router change
        // rarely and every page needs them, so they get one long-lived chunk; drag and drop is
        // its own chunk, loaded by the pages that drag (meal plan, recipe form).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'dnd-kit', test: /node_modules[\\/]@dnd-kit[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET },
      '/uploads': { target: API_TARGET },
    },
  },
  preview: {
    port: 4173,
  },
});
