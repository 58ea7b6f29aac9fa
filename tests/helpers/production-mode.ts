// Imported first by a test file that renders pages as production serves them:
// React picks its production build from NODE_ENV when first loaded (each test
// file runs in its own process), and production requires a real AUTH_SECRET.
process.env.NODE_ENV = "production";
process.env.AUTH_SECRET ??= "test-only-auth-secret-not-for-production-use-0123456789";
