import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { menuFormData } from "../../../tests/helpers/menu-form";
import { DEFAULT_MENUS } from "./menu-defaults";
import {
  isMenuTarget,
  MENU_KEYS,
  MENU_LIMITS,
  MENU_MESSAGES,
  menuChanges,
  MenuFormSchema,
  menuItemsFrom,
  MenuItemsSchema,
  menuRowsFrom,
  type MenuKey,
  type MenuRow,
} from "./menu-schema";

function parse(menu: MenuKey, rows: MenuRow[]) {
  return parseWithZod(menuFormData(menu, rows), { schema: MenuFormSchema });
}

function errorsFor(menu: MenuKey, rows: MenuRow[]) {
  return parse(menu, rows).reply().error ?? {};
}

const link = (label: string, to: string, nested = false): MenuRow => ({ label, to, nested });

test("the seed is every menu of today's site, valid, and round-trips through the form", () => {
  expect(Object.keys(DEFAULT_MENUS).sort()).toEqual([...MENU_KEYS].sort());
  expect(DEFAULT_MENUS.header.map((item) => item.label)).toEqual([
    "Home",
    "Services",
    "Staff Augmentation",
    "Blog",
    "Careers",
    "Contact",
  ]);
  for (const key of MENU_KEYS) {
    expect(MenuItemsSchema.parse(DEFAULT_MENUS[key])).toEqual(DEFAULT_MENUS[key]);
    const submission = parse(key, menuRowsFrom(DEFAULT_MENUS[key]));
    expect(submission.status, key).toBe("success");
    if (submission.status === "success") {
      expect(menuItemsFrom(submission.value.items)).toEqual(DEFAULT_MENUS[key]);
    }
  }
});

test("a link goes to a path on this site (with an optional #anchor) or a full https address", () => {
  for (const good of [
    "/",
    "/services",
    "/services#cloud",
    "/blog/category/tech",
    "/careers/",
    "https://example.com",
    "https://jobs.example.com/open?team=data#top",
  ]) {
    expect(isMenuTarget(good), good).toBe(true);
  }
  for (const bad of [
    "services",
    "//evil.example",
    "/blog//x",
    "/a b",
    "/blog?q=x",
    "/x#a#b",
    "/\\evil.example",
    "http://example.com",
    "https://localhost",
    "https://user:pw@example.com",
    "javascript:alert(1)",
    "mailto:hello@example.com",
    "#top",
  ]) {
    expect(isMenuTarget(bad), bad).toBe(false);
  }
});

test("labels and targets have their own messages at their row", () => {
  expect(
    errorsFor("header", [
      link("", "/"),
      link("x".repeat(MENU_LIMITS.label + 1), "/services"),
      link("Evil", "//evil.example"),
      link("Plain", "http://example.com"),
      link("Empty", ""),
      link("Bell\u0007", "/contact"),
    ]),
  ).toEqual({
    "items[0].label": ["Label is required"],
    "items[1].label": [`Label must be at most ${MENU_LIMITS.label} characters`],
    "items[2].to": [MENU_MESSAGES.target],
    "items[3].to": [MENU_MESSAGES.target],
    "items[4].to": ["Link target is required"],
    "items[5].label": ["Label contains characters that are not allowed"],
  });
});

test("one level of nesting, in the header only, never on the first link", () => {
  const rows = [
    link("Home", "/"),
    link("Insights", "/blog"),
    link("Tech", "/blog/category/tech", true),
    link("AI", "/blog/category/ai", true),
    link("Careers", "/careers"),
  ];
  const submission = parse("header", rows);
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(menuItemsFrom(submission.value.items)).toEqual([
    { label: "Home", to: "/" },
    {
      label: "Insights",
      to: "/blog",
      children: [
        { label: "Tech", to: "/blog/category/tech" },
        { label: "AI", to: "/blog/category/ai" },
      ],
    },
    { label: "Careers", to: "/careers" },
  ]);
  expect(menuRowsFrom(menuItemsFrom(submission.value.items))).toEqual(rows);

  expect(errorsFor("header", [link("Tech", "/blog", true)])).toEqual({
    "items[0].nested": [MENU_MESSAGES.firstNested],
  });
  expect(errorsFor("footer-quick", [link("Home", "/"), link("Tech", "/blog", true)])).toEqual({
    "items[1].nested": [MENU_MESSAGES.noNesting],
  });
  const crowded = [
    link("Blog", "/blog"),
    ...Array.from({ length: MENU_LIMITS.children + 1 }, (_, i) => link(`C${i}`, `/c${i}`, true)),
  ];
  expect(errorsFor("header", crowded)).toEqual({
    [`items[${MENU_LIMITS.children + 1}].nested`]: [MENU_MESSAGES.tooManyChildren],
  });
});

test("a menu holds at least one link and at most its limit", () => {
  expect(errorsFor("legal", [])).toEqual({ items: [MENU_MESSAGES.empty] });
  const many = Array.from({ length: MENU_LIMITS.links + 1 }, (_, i) => link(`L${i}`, `/l${i}`));
  expect(errorsFor("legal", many)).toEqual({ items: [MENU_MESSAGES.tooMany] });
});

test("a stored menu that breaks the rules is refused (the site keeps its seed)", () => {
  expect(MenuItemsSchema.safeParse([]).success).toBe(false);
  expect(MenuItemsSchema.safeParse([{ label: "X", to: "//evil.example" }]).success).toBe(false);
  expect(
    MenuItemsSchema.safeParse([
      { label: "X", to: "/x", children: [{ label: "Y", to: "/y", children: [] }] },
    ]).success,
  ).toBe(true);
});

test("the audit summary names what was added, removed and reordered", () => {
  const before = DEFAULT_MENUS.legal;
  expect(menuChanges(before, before)).toBe("nothing");
  expect(menuChanges(before, [...before].reverse())).toBe("order or nesting");
  expect(menuChanges(before, [{ label: "Imprint", to: "/imprint" }, ...before.slice(1)])).toBe(
    "added Imprint → /imprint; removed Privacy Policy → /privacy",
  );
});
