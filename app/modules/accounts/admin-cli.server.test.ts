import { expect, test } from "vitest";
import { client, uniqueEmail } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createOrUpdateAdmin, hasAdmin } from "./admin-cli.server";
import { signInWithPassword } from "./sign-in.server";
import { listAccountsForAdmin } from "./users.server";

setupTestDatabase();

test("admin:create makes a verified admin, and again on the same email updates it", async () => {
  expect(await hasAdmin()).toBe(false);
  const email = uniqueEmail("cli");
  const first = await createOrUpdateAdmin({ email, password: "first passphrase", name: "First" });
  expect(first.created).toBe(true);
  expect(await hasAdmin()).toBe(true);

  const second = await createOrUpdateAdmin({
    email,
    password: "second passphrase",
    name: "Second Name",
  });
  expect(second).toMatchObject({ created: false, id: first.id });

  const accounts = (await listAccountsForAdmin()).filter((account) => account.email === email);
  expect(accounts).toEqual([
    expect.objectContaining({ name: "Second Name", state: "active", role: "admin" }),
  ]);
  const old = await signInWithPassword({ email, password: "first passphrase" }, client());
  expect(old.status).toBe("invalid");
  const current = await signInWithPassword({ email, password: "second passphrase" }, client());
  expect(current.status).toBe("signed-in");
});
