import { expect, test } from "vitest";
import { client, uniqueEmail } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { createApprovedStaff, createOrUpdateAdmin, hasAdmin } from "./admin-cli.server";
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

test("the browser tests' staff set-up makes an approved, verified member with the role; a bad request writes nothing", async () => {
  const email = uniqueEmail("staff-setup");
  const password = "staff member passphrase";
  expect(await createApprovedStaff({ email, password, name: "Ed Itor", role: "editor" })).toBe(
    undefined,
  );
  const accounts = (await listAccountsForAdmin()).filter((account) => account.email === email);
  expect(accounts).toEqual([
    expect.objectContaining({ name: "Ed Itor", state: "active", role: "editor" }),
  ]);
  expect((await signInWithPassword({ email, password }, client())).status).toBe("signed-in");

  const other = uniqueEmail("staff-setup");
  for (const bad of [
    { email: other, password, name: "No Role", role: "owner" },
    { email: other, password: "short", name: "Weak", role: "editor" },
    { email: "not an e-mail", password, name: "Bad", role: "editor" },
  ]) {
    expect(await createApprovedStaff(bad)).toMatch(/^not a staff account: /);
  }
  expect((await listAccountsForAdmin()).some((account) => account.email === other)).toBe(false);
});
