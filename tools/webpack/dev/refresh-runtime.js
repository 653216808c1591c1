/* global __react_refresh_library__ -- the container's name, defined by React Refresh's webpack plugin */
// `react-refresh/runtime` in the development builds (dev-config.js; docs/development.md): the
// page's one React Refresh runtime, shared by every federated container. Each container would
// otherwise bring its own copy, and only the first one (the shell's, joined to React before
// react-dom loads) ever learns of React's renderer: edits to a remote would then show nothing.
// A container's component ids are prefixed with its name (the plugin's `__react_refresh_library__`,
// webpack's uniqueName), since two packages have modules of the same path.
const runtime = (globalThis.__REACT_REFRESH_RUNTIME__ ??= require('react-refresh'));
const prefix = `${__react_refresh_library__} `;

module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, prefix + id),
  injectIntoGlobalHook(global) {
    if (globalThis.__REACT_REFRESH_JOINED__) return;
    globalThis.__REACT_REFRESH_JOINED__ = true;
    runtime.injectIntoGlobalHook(global);
  },
};
