import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { verification } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { getAuth } from "./auth.server";
import { storedVerificationIdentifier } from "./verification-tokens.server";

const database = setupTestDatabase();
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

test.each(["reset-password:a-reset-token", "2fa-a-challenge-id", "auth-state:a-state"])(
  "better-auth stores %s only as a hash, finds it by the token, and not by the stored form",
  async (identifier) => {
    const { internalAdapter } = await getAuth().$context;
    await internalAdapter.createVerificationValue({
      identifier,
      value: "user-1",
      expiresAt: inAnHour(),
    });
    const rows = await database()
      .db.select()
      .from(verification)
      .where(eq(verification.identifier, storedVerificationIdentifier(identifier)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).not.toContain(identifier.slice(identifier.search(/[:-]/) + 1));

    expect(await internalAdapter.findVerificationValue(identifier)).toMatchObject({
      value: "user-1",
    });
    // A stored form read from a backup is no token: every flow looks a token
    // up behind its kind ("reset-password:", "2fa-", …), and better-auth also
    // tries that identifier as it is (for rows older than hashing).
    const stored = rows[0]?.identifier ?? "";
    const kind = identifier.slice(0, identifier.search(/[:-]/) + 1);
    for (const guess of [stored, stored.slice(stored.indexOf("#") + 1)]) {
      expect(await internalAdapter.findVerificationValue(`${kind}${guess}`)).toBeNull();
    }
  },
);
