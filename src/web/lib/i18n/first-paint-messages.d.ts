// The first screen's share of the English catalogue (build-tools/vite-compiled-messages.ts).
declare module '*.json?first-paint' {
  const messages: Record<string, string>;
  export default messages;
}
