import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The web client. `index.html` at the repo root loads `/src/web/main.tsx`; the build goes to
 * `dist/web`, which the Fastify server serves. In development Vite proxies the API and uploaded
 * images to the server on port 3000. No `changeOrigin`: the proxied request keeps the browser's
 * Host (localhost:5173), which the server's Host rule accepts (decision 009); `npm run dev` sets
 * PUBLIC_URL to Vite's address, so writes carry the expected Origin.
 */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app changes do not invalidate the cached libraries.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
