import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/layout/logo";
import { ArrowLeft, KeyRound, ShieldCheck, UserCheck } from "~/components/ui/icons";
import { useCompany } from "~/components/admin/use-company";

const PROMISES = [
  { icon: ShieldCheck, text: "Two-factor authentication by authenticator app or text message" },
  { icon: UserCheck, text: "New accounts need an administrator's approval" },
  { icon: KeyRound, text: "Sessions end after 12 hours without use" },
] as const;

type AuthPageProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
};

/** The frame of the sign-in, two-factor and waiting pages: brand panel + one card. */
export function AuthPage({ title, description, icon, children }: AuthPageProps) {
  const company = useCompany();
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-navy-950 px-12 py-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-accent-500/15 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-md" aria-label={`${company.name} home`}>
          <Logo name={company.name} tone="light" />
        </Link>
        <div className="relative my-auto max-w-md py-16">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
            Staff area
          </p>
          <p className="mt-4 text-3xl font-bold leading-tight text-white">
            Manage careers, articles and client inquiries in one place.
          </p>
          <ul className="mt-10 space-y-4">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-navy-100">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="h-5 w-5 text-accent-300" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-navy-200">
          © {company.name}. Authorized personnel only.
        </p>
      </aside>

      <main id="main" className="flex min-h-dvh flex-col px-5 py-8 sm:px-8 lg:min-h-0">
        <div className="flex items-center justify-between gap-4">
          <Link to="/" className="rounded-md lg:hidden" aria-label={`${company.name} home`}>
            <Logo name={company.shortName} tone="dark" />
          </Link>
          <Link
            to="/"
            className="ml-auto inline-flex items-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to website
          </Link>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            {icon ? (
              <span className="mb-6 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {icon}
              </span>
            ) : null}
            <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
            {description ? <div className="mt-2 text-slate-600">{description}</div> : null}
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}
