// The dashboard's code (frame, sidebar, the sections' table) is its own chunk: the sign-in page
// does not load it, and asks for it once a sign-in succeeds, so the redirect 2 s later finds it
// there (docs/performance.md, "The sign-in page").
export const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ './dashboard-routes');
