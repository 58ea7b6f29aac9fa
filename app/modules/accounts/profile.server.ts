import { recordAudit } from "~/modules/audit/audit.server";
import { authHeaders, getAuth } from "./auth.server";
import { withPasswordCheck, type PasswordCheckFailure } from "./password-check.server";
import type { SessionUser } from "./session.server";
import { cookiesOf, type Client } from "./sign-in.server";
import { revokeResetLinks } from "./verification-tokens.server";

export async function updateProfileName(name: string, user: SessionUser, { request, ip }: Client) {
  await getAuth().api.updateUser({ body: { name }, headers: authHeaders(request, ip) });
  await recordAudit({ action: "profile.update", actor: user, target: user, ip });
}

/**
 * Asks for the current password and signs out every other session; the
 * browser that made the change gets a fresh session cookie. Reset links
 * sent before the change stop working.
 */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  user: SessionUser,
  { request, ip }: Client,
): Promise<{ ok: true; headers: Headers } | PasswordCheckFailure> {
  const result = await withPasswordCheck(user, ip, () =>
    getAuth().api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: authHeaders(request, ip),
      returnHeaders: true,
    }),
  );
  if (!result.ok) return result;
  await revokeResetLinks(user.id);
  await recordAudit({ action: "password.change", actor: user, target: user, ip });
  return { ok: true, headers: cookiesOf(result.value.headers) };
}
