-- Custom migration (drizzle-kit generate --custom): verification identifiers
-- are stored as SHA-256 hashes from now on (better-auth's
-- verification.storeIdentifier, decision 025). Rows written before hold the
-- plain token — a working reset link, sign-in challenge or trusted device —
-- and better-auth would still find them by their plain form, so they go now.
-- All are short-lived: a reset link is asked for again, a sign-in started again.
DELETE FROM "verification"
WHERE "identifier" NOT LIKE 'sha256#%' AND "identifier" NOT LIKE 'reset-password#%';
