import { buttonClasses } from "~/components/ui/button";
import { KeyRound } from "~/components/ui/icons";
import type { SsoButton } from "~/modules/accounts/sso-messages";

type SsoButtonsProps = { providers: readonly SsoButton[]; redirectTo: string | null };

/**
 * One button per configured identity provider, under the password form.
 * Plain links (a full page load, with or without JavaScript) to
 * routes/admin/login-sso.tsx, which sends the browser on to the provider.
 */
export function SsoButtons({ providers, redirectTo }: SsoButtonsProps) {
  if (providers.length === 0) return null;
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
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
            <a
              href={`/admin/login/sso/${provider.id}${query}`}
              className={buttonClasses("secondary", "lg", "w-full")}
            >
              <KeyRound aria-hidden="true" className="h-5 w-5" />
              Sign in with {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
