import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { KeyRound } from "~/components/ui/icons";
import type { SsoButton } from "~/modules/accounts/sso-messages";

type SsoButtonsProps = { providers: readonly SsoButton[]; redirectTo: string | null };

/**
 * One button per configured identity provider, under the password form. A
 * plain form post (a full page load, with or without JavaScript): the server
 * starts the flow and sends the browser to the provider.
 */
export function SsoButtons({ providers, redirectTo }: SsoButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="mt-6 space-y-3" aria-label="Sign in with your company account">
        {providers.map((provider) => (
          <li key={provider.id}>
            <Form method="post" action="/admin/login" reloadDocument>
              <input type="hidden" name="intent" value="sso" />
              <input type="hidden" name="provider" value={provider.id} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <Button type="submit" variant="secondary" size="lg" className="w-full">
                <KeyRound aria-hidden="true" className="h-5 w-5" />
                Sign in with {provider.name}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
