// Stands in for React Router's server build in workerd tests, where the React Router vite plugin does not run.
// Any request that reaches it is a test mistake, so it fails loudly.
throw new Error("The React Router server build is not available in workerd tests; use the browser tests for pages.");
