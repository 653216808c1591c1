// Async boundary: the shared singletons (React, the router, Redux) are negotiated with the
// remotes before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
