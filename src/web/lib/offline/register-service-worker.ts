/**
 * Registers the service worker (src/web/sw.ts, built by vite-plugin-pwa) once the page has
 * painted and the browser is idle, so it never competes with the first load. Only in a build:
 * `npm run dev` serves modules that change under a worker. Where service workers are not
 * available (an old browser, a private window, plain http on another host) the app works as
 * before, online.
 */
export function registerServiceWorkerAfterFirstPaint() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline app could not be installed', error);
    });
  };
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
