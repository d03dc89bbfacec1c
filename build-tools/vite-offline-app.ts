import { VitePWA } from 'vite-plugin-pwa';

/** The app's colours: styles.css `--background` (light and dark) and the brand orange. */
export const BRAND_COLOR = '#c2502a';
export const LIGHT_BACKGROUND = '#fbf8f3';
export const DARK_BACKGROUND = '#1d1815';

/**
 * The installable, offline-first app (docs/decisions/048-offline-shopping-list.md):
 * vite-plugin-pwa writes the web app manifest, renders its icons from public/favicon.svg
 * (@vite-pwa/assets-generator: 64, 192, 512, a maskable 512 and the 180 px apple-touch-icon,
 * linked from index.html) and builds src/web/sw.ts with the list of files to precache (the app
 * shell and every chunk). The page registers the worker itself after the first paint
 * (lib/offline/register-service-worker.ts), so `injectRegister` is off. Development (`npm run
 * dev`) has no worker: Vite's modules change under it.
 */
export function offlineApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Family Cookbook',
      short_name: 'Cookbook',
      description: 'Share recipes, plan meals and build shopping lists together.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLOR,
      background_color: LIGHT_BACKGROUND,
    },
    pwaAssets: {
      image: 'public/favicon.svg',
      preset: 'minimal-2023',
      overrideManifestIcons: true,
      includeHtmlHeadLinks: true,
      // index.html has its own theme colours, one for light and one for dark.
      injectThemeColor: false,
    },
    injectManifest: {
      // Source maps only matter to developer tools. The manifest and its icons are added by
      // the plugin itself (listing them here too makes two entries for one URL, and the
      // worker refuses to start).
      globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
