// Stands in for the other languages' route manifests in workerd tests, which serve no pages (see server-build.ts).
export const CLIENT_BUILDS = {};
