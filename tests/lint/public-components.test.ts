import { ESLint } from "eslint";
import { expect, test } from "vitest";

// Public components are server-only by construction (eslint.config.js,
// PUBLIC_COMPONENTS): every component outside components/admin/ is refused a
// hook or an event handler, which would never run on a page that is not
// hydrated. Each case plants one in a file of that folder.
const eslint = new ESLint({ cwd: process.cwd() });
const RULES = new Set(["no-restricted-syntax", "import-x/no-restricted-paths"]);

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId && RULES.has(message.ruleId))
    .map((message) => message.message);
}

const SERVER_ONLY = /Public components are server-only/;

const refused: [label: string, file: string, code: string][] = [
  [
    "a React hook",
    "app/components/careers/example.tsx",
    `import { useState } from "react";
export function Example() {
  const [open] = useState(false);
  return <p>{String(open)}</p>;
}`,
  ],
  [
    "a hook called on the React namespace",
    "app/components/marketing/example.tsx",
    `import * as React from "react";
export function Example() {
  React.useEffect(() => {});
  return null;
}`,
  ],
  [
    "a router hook",
    "app/components/layout/example.tsx",
    `import { useLocation } from "react-router";
export function Example() {
  return <p>{useLocation().pathname}</p>;
}`,
  ],
  [
    "React 19's use()",
    "app/components/blog/example.tsx",
    `import { use } from "react";
export function Example({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}`,
  ],
  [
    "a form library's hook",
    "app/components/contact/example.tsx",
    `import { useForm } from "@conform-to/react";
export function Example() {
  const [form] = useForm({ id: "x" });
  return <form id={form.id} />;
}`,
  ],
  [
    "a hook of our own, in a component at the top of the folder",
    "app/components/example.tsx",
    `declare function useCompany(): { name: string };
export function Example() {
  return <p>{useCompany().name}</p>;
}`,
  ],
  [
    "a hook defined in a public folder",
    "app/components/forms/example.ts",
    `export function useThing() {
  return 1;
}`,
  ],
  [
    "a hook defined as a constant",
    "app/components/ui/example.ts",
    `export const useThing = () => 1;`,
  ],
  [
    "an onClick handler",
    "app/components/marketing/example.tsx",
    `export function Example() {
  return <button type="button" onClick={() => {}}>Go</button>;
}`,
  ],
  [
    "an onSubmit handler on a form",
    "app/components/contact/example.tsx",
    `export function Example() {
  return <form onSubmit={(event) => event.preventDefault()} />;
}`,
  ],
  [
    "an onChange handler in the form kit",
    "app/components/forms/example.tsx",
    `export function Example() {
  return <select onChange={() => {}} />;
}`,
  ],
  [
    "an onKeyDown handler on a component",
    "app/components/seo/example.tsx",
    `declare function Box(props: { onKeyDown: () => void }): null;
export function Example() {
  return <Box onKeyDown={() => {}} />;
}`,
  ],
];

test.each(refused)("a public component with %s fails lint", async (_label, file, code) => {
  const messages = await refusals(file, code);
  expect(
    messages.some((text) => SERVER_ONLY.test(text)),
    messages.join("\n"),
  ).toBe(true);
});

test("a public component importing a hydrated staff component fails lint", async () => {
  const messages = await refusals(
    "app/components/contact/example.tsx",
    `import { SubmitButton } from "~/components/admin/forms/submit-button";
export const Button = SubmitButton;`,
  );
  expect(
    messages.some((text) => /hydrated staff components/.test(text)),
    messages.join("\n"),
  ).toBe(true);
});

test.each([
  [
    "a hydrated staff component with a hook and a handler",
    "app/components/admin/example.tsx",
    `import { useState } from "react";
export function Example() {
  const [open, setOpen] = useState(false);
  return <button type="button" onClick={() => setOpen(!open)}>Go</button>;
}`,
  ],
  [
    "a public component with props and data- attributes for a browser script",
    "app/components/careers/example.tsx",
    `export function Example({ url, user }: { url: string; user: string }) {
  const useful = user.length > 0;
  return (
    <a href={url} data-share-url={url} data-used={String(useful)}>
      Share
    </a>
  );
}`,
  ],
  [
    "a staff component using the kit's server-only parts",
    "app/components/admin/example.tsx",
    `import { FilterFields } from "~/components/forms/filter-form";
export const Fields = FilterFields;`,
  ],
])("%s passes", async (_label, file, code) => {
  expect(await refusals(file, code)).toEqual([]);
});
