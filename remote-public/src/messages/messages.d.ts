// A catalogue split by namespace (tools/webpack/messages-loader.js): the namespaces every page shows,
// and a loader per other namespace. Unit tests read the whole catalogue (no `namespaces`).
declare module '*.json?split' {
  const messages: Record<string, string>;
  export default messages;
  export const namespaces: Record<string, () => Promise<{ default: Record<string, string> }>> | undefined;
}
