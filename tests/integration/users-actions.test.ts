import { beforeAll, expect, test } from "vitest";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { CHOOSE_ROLE_MESSAGE } from "~/modules/accounts/account-schema";
import { changeAccount } from "~/modules/accounts/users.server";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 29 item 17: Settings › Users explains Revoke access, Disable and
// Remove, asks before each (a confirm step that needs no JavaScript), keeps
// the only administrator's role out of reach with the reason, and answers an
// approval without a role under the role menu.
setupTestDatabase();
const handle = createTestRequestHandler();
const PAGE = "http://localhost:3000/admin/settings/users";
let admin: Awaited<ReturnType<typeof createAdmin>> & { name: string };
let staff: Awaited<ReturnType<typeof createVerifiedAccount>> & { name: string };
let pending: Awaited<ReturnType<typeof createVerifiedAccount>>;

beforeAll(async () => {
  // The file's database starts without accounts: this administrator is the only one.
  // (The helpers name accounts "Admin <label>" and "Test <label>".)
  admin = { ...(await createAdmin("only")), name: "Admin only" };
  staff = { ...(await createVerifiedAccount("editor")), name: "Test editor" };
  const actor = { user: { ...admin, role: "admin" }, ip: "203.0.113.9" };
  await changeAccount(actor, { action: "approve", role: "editor" }, staff.userId);
  pending = await createVerifiedAccount("pending");
});

const get = async (url = PAGE) => {
  const response = await handle(new Request(url, { headers: { cookie: admin.cookie } }));
  return { status: response.status, html: await response.text() };
};
const post = async (body: Record<string, string>) => {
  const response = await handle(
    new Request(PAGE, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }),
  );
  return { status: response.status, html: await response.text() };
};

/** The opening tag of the element whose aria-label is `label`. */
function tagLabelled(html: string, label: string): string {
  const tag = new RegExp(`<(a|button|select)\\b[^>]*aria-label="${label}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`nothing labelled ${label}`);
  return tag[0];
}

const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

test("each action that takes access away has a line of help, read with its button", async () => {
  const { status, html } = await get();
  expect(status).toBe(200);
  const text = decode(html);
  for (const [term, help] of [
    ["Revoke access", "Takes the role away at once."],
    ["Disable", "Signs them out everywhere and stops them signing in."],
    ["Remove", "Deletes the account with its sessions and two-factor settings, for good."],
  ] as const) {
    expect(text).toMatch(new RegExp(`<dt[^>]*>${term}</dt><dd id="([^"]+)"[^>]*>${help}`));
  }
  const disable = tagLabelled(html, `Disable: ${staff.name}`);
  const helpId = /<dd id="([^"]+)"[^>]*>Signs them out/.exec(html)![1]!;
  expect(disable).toContain(`aria-describedby="${helpId}"`);
});

test("without JavaScript, Disable leads to a confirm step that says what happens", async () => {
  const { html } = await get();
  // Until the page is hydrated the trigger is a link to the confirm step.
  const link = tagLabelled(html, `Disable: ${staff.name}`);
  const href = decode(/href="([^"]+)"/.exec(link)![1]!);
  expect(href).toBe(
    `/admin/settings/users?confirm=disable&user=${staff.userId}#confirm-${staff.userId}`,
  );

  const step = await get(`http://localhost:3000${href.split("#")[0]}`);
  expect(step.status).toBe(200);
  const text = decode(step.html);
  expect(text).toContain(`id="confirm-${staff.userId}"`);
  expect(text).toContain(`Disable ${staff.name}?`);
  expect(text).toContain(
    `${staff.name} (${staff.email}) is signed out everywhere and cannot sign in until an administrator enables the account. The Editor role is kept for then.`,
  );
  const confirmButton = /<button\b[^>]*>(?:(?!<\/button>).)*Disable account/s.exec(text)?.[0];
  expect(confirmButton).toMatch(/^<button\b[^>]*type="submit"/);
  expect(confirmButton).toMatch(
    /^<button\b[^>]*(value="disable" name="intent"|name="intent" value="disable")/,
  );

  const removeStep = decode((await get(`${PAGE}?confirm=remove&user=${staff.userId}`)).html);
  expect(removeStep).toContain("This cannot be undone.");
  // Asking about a missing account (or an unknown action) shows no step.
  expect((await get(`${PAGE}?confirm=remove&user=nobody`)).html).not.toContain('id="confirm-');
  expect((await get(`${PAGE}?confirm=promote&user=${staff.userId}`)).html).not.toContain(
    'id="confirm-',
  );
});

test("the only administrator's actions are off with the reason, and refused by the server", async () => {
  const { html } = await get();
  const reason = new RegExp(
    `<p id="only-admin-${admin.userId}"[^>]*>.*?${SETTINGS_MESSAGES.lastAdmin}`,
    "s",
  );
  expect(html).toMatch(reason);
  for (const action of ["Revoke access", "Disable", "Remove", "Change role"]) {
    const tag = tagLabelled(html, `${action}: ${admin.name}`);
    expect([action, /\sdisabled=""/.test(tag)]).toEqual([action, true]);
    expect(tag).toContain(`only-admin-${admin.userId}`);
  }
  // The staff member's are on.
  expect(tagLabelled(html, `Disable: ${staff.name}`)).not.toContain("disabled");
  // Its confirm step asked for by URL gives the reason, not the button.
  const step = decode((await get(`${PAGE}?confirm=disable&user=${admin.userId}`)).html);
  expect(step).toContain(`id="confirm-${admin.userId}"`);
  expect(step).not.toContain("Disable account");

  for (const body of [
    { intent: "revoke" } as Record<string, string>,
    { intent: "disable" },
    { intent: "remove" },
    { intent: "set-role", role: "editor" },
  ]) {
    const refused = await post({ ...body, userId: admin.userId });
    expect([body.intent, refused.status]).toEqual([body.intent, 409]);
    expect(decode(refused.html)).toContain(SETTINGS_MESSAGES.lastAdmin);
  }
});

test("approving without a role is the role menu's message (400), not the browser's bubble", async () => {
  const { html } = await get();
  // No `required` on the menu: the browser never stops the form with its own bubble.
  const menu = new RegExp(`<select\\b[^>]*id="([^"]+)"[^>]*>(?:(?!</select>).)*Choose a role`, "s");
  const select = menu.exec(html)![0]!.slice(0, menu.exec(html)![0]!.indexOf(">") + 1);
  expect(select).not.toMatch(/\srequired/);

  const refused = await post({ intent: "approve", userId: pending.userId });
  expect(refused.status).toBe(400);
  const text = decode(refused.html);
  expect(text).not.toContain(SETTINGS_MESSAGES.invalidRequest);
  // The pending account's menu is marked invalid and names the message under it.
  const invalid = /<select\b[^>]*aria-invalid="true"[^>]*>/.exec(text)?.[0] ?? "";
  const errorId = /aria-describedby="([^"]+)"/.exec(invalid)?.[1];
  expect(invalid).toContain(`role-${pending.userId}`);
  expect(text).toMatch(new RegExp(`<div id="${errorId}"[^>]*><p>${CHOOSE_ROLE_MESSAGE}</p></div>`));
  // Only that row: the other menus are not marked.
  expect(text.match(/aria-invalid="true"/g)).toHaveLength(1);
});
