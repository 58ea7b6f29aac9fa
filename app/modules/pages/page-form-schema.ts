import { type z } from "zod";
import {
  checkPublishChoice,
  publishAtField,
  publishChoiceField,
  scheduledInstant,
} from "~/utils/publish-choice";
import { PageSchema } from "./page-schema";

/**
 * The block editor's form (new and edit, decision 049): the page record of
 * PageSchema, its status chosen as the other content is — publish now, at a
 * time, or keep as a draft. Shared by the browser (as you type) and the
 * action (before every write): a block that fails is a field error and
 * nothing is saved.
 */
export const PageFormSchema = PageSchema.omit({ status: true })
  .extend({ publish: publishChoiceField, at: publishAtField })
  .superRefine((value, context) => checkPublishChoice(value, context, "at"));

export type PageFormInput = z.input<typeof PageFormSchema>;
export type PageFormValues = z.output<typeof PageFormSchema>;

/** The record's status and scheduled time the form's choice stands for. */
export function pageStatusOf(form: PageFormValues): {
  status: "draft" | "published" | "scheduled";
  scheduledAt: Date | null;
} {
  const scheduledAt = scheduledInstant(form);
  if (form.publish === "now") return { status: "published", scheduledAt: null };
  return scheduledAt
    ? { status: "scheduled", scheduledAt }
    : { status: "draft", scheduledAt: null };
}

/** The editor's fields read from Conform's names: every page form post is shaped so. */
export const PAGE_FORM_ROOTS = ["blocks", "seo"] as const;

export const PAGE_MESSAGES = {
  saved: "Page saved.",
  created: "Page created.",
  invalid: "The page could not be saved. Check the fields marked below.",
  pathTaken: "Another page already has this path; choose another path",
  notFound: "That page no longer exists.",
  homeUnpublished: "The home page must stay published",
  loadFailed: "The page could not be loaded. Please reload and try again.",
} as const;

/** A new page's form: no blocks yet, a draft. */
export const NEW_PAGE_DEFAULTS: PageFormInput = {
  title: "",
  path: "",
  blocks: [],
  seo: { title: "", description: "", noindex: false },
  publish: "draft",
  at: "",
};

export const ADMIN_PAGES_PATH = "/admin/pages";
export const PAGE_PREVIEW_PATH = "/admin/pages/preview";
