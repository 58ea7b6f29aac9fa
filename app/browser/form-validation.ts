/**
 * Validation as you type for the public forms, with the very Zod schemas
 * (and Conform's parseWithZod) the server's actions use, so the messages are
 * the same words. It reproduces what Conform's useForm did when these pages
 * were hydrated (shouldValidate "onBlur", shouldRevalidate "onInput"):
 *
 * - a field is checked when the visitor leaves it, and from then on at every
 *   change; messages show only for fields checked so far;
 * - Submit checks everything: with mistakes nothing is sent and the first
 *   wrong field gets focus; otherwise the form posts normally and its button
 *   shows the pending label;
 * - a page the server answered with messages counts every field as checked.
 *
 * Markup contract (docs/architecture.md, "Browser scripts"): the form is
 * `form[data-validate="<schema>"]`; the messages of its control named N live
 * in the form's `[data-error-for="N"]`, whose id the control names in
 * aria-describedby while it is invalid.
 */
// First: schemas must be defined without Zod's eval probe.
import "./zod-without-eval";
import { parseWithZod } from "@conform-to/zod/v4";
import { ApplicationSchema } from "~/modules/applications/application-schema";
import {
  AskedQuestionsSchema,
  buildApplicationSchema,
} from "~/modules/applications/screening-answers";
import { InquirySchema } from "~/modules/inquiries/inquiry-schema";
import { JobAlertSubscribeSchema } from "~/modules/job-alerts/job-alert-schema";
import { characterCountText } from "~/utils/character-count";
import { sendWithProgress } from "./upload-progress";

const SCHEMAS = {
  inquiry: InquirySchema,
  application: ApplicationSchema,
  "job-alert": JobAlertSubscribeSchema,
} as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      isControl(element) && element.name !== "" && element.type !== "hidden",
  );
}

function showMessages(form: HTMLFormElement, control: Control, messages: string[]) {
  const box = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(control.name)}"]`);
  if (box) {
    box.replaceChildren(
      ...messages.map((message) => {
        const line = document.createElement("p");
        line.textContent = message;
        return line;
      }),
    );
  }
  const errorId = box?.id;
  const described = (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter((id) => id && id !== errorId);
  if (messages.length) {
    control.setAttribute("aria-invalid", "true");
    if (errorId) described.unshift(errorId);
  } else {
    control.removeAttribute("aria-invalid");
  }
  if (described.length) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
}

function enhanceForm(
  form: HTMLFormElement,
  schema: (typeof SCHEMAS)[keyof typeof SCHEMAS],
  leftBefore: ReadonlySet<string> = new Set(),
) {
  // From here on this script, not the browser's bubbles, explains mistakes.
  form.noValidate = true;
  // Fields the visitor left while this script was loading count as checked.
  const checked = new Set<string>(leftBefore);
  // The server answered with messages: every field was checked.
  if (form.querySelector("[aria-invalid=true]")) {
    for (const control of controls(form)) checked.add(control.name);
  }

  /** Validates the whole form, shows messages for checked fields; true when valid. */
  const validate = (): boolean => {
    const submission = parseWithZod(new FormData(form), { schema });
    const errors = submission.status === "success" ? {} : (submission.error ?? {});
    for (const control of controls(form)) {
      showMessages(form, control, checked.has(control.name) ? (errors[control.name] ?? []) : []);
    }
    return submission.status === "success";
  };

  if (leftBefore.size) validate();

  form.addEventListener("focusout", (event) => {
    if (!isControl(event.target) || !event.target.name || checked.has(event.target.name)) return;
    checked.add(event.target.name);
    validate();
  });

  form.addEventListener("input", (event) => {
    if (isControl(event.target) && checked.has(event.target.name)) validate();
  });

  form.addEventListener("submit", (event) => {
    for (const control of controls(form)) checked.add(control.name);
    if (!validate()) {
      event.preventDefault();
      controls(form)
        .find((control) => control.getAttribute("aria-invalid") === "true")
        ?.focus();
      return;
    }
    const button = event.submitter ?? form.querySelector("[type=submit]");
    if (button instanceof HTMLButtonElement) {
      button.setAttribute("data-pending", "");
      // Disabled after the browser has read the form, so the post still goes out.
      setTimeout(() => (button.disabled = true));
    }
    // A large file goes out with a progress bar instead (the server's answer is the same).
    const sent = sendWithProgress(form, {
      onReplaced: enhanceForms,
      onFailed: () => ready(form),
    });
    if (sent) event.preventDefault();
  });

  // Back to a page that was left mid-submit (back/forward cache): ready again.
  window.addEventListener("pageshow", () => ready(form));
}

/** The form's buttons usable again after a post that did not leave the page. */
function ready(form: HTMLFormElement) {
  for (const button of form.querySelectorAll<HTMLButtonElement>("[data-pending]")) {
    button.removeAttribute("data-pending");
    button.disabled = false;
  }
}

/** "· 42 so far" after a hint, following its form's field named in `data-count-of`. */
function enhanceCounters() {
  for (const counter of document.querySelectorAll<HTMLElement>("[data-count-of]")) {
    const field = counter.closest("form")?.elements.namedItem(counter.dataset.countOf ?? "");
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) continue;
    const count = () => (counter.textContent = characterCountText(field.value));
    field.addEventListener("input", count);
    // Typed while this script was loading.
    if (field.value) count();
  }
}

/**
 * The application form's schema, built from the job's screening questions
 * the form carries (`data-screening`) with the server's own builder.
 */
function applicationSchema(form: HTMLFormElement) {
  try {
    const questions = AskedQuestionsSchema.safeParse(JSON.parse(form.dataset.screening ?? "[]"));
    return questions.success ? buildApplicationSchema(questions.data) : ApplicationSchema;
  } catch {
    return ApplicationSchema;
  }
}

/** `leftBefore`: per form, the fields left before this script was loaded (validation-on-use.ts). */
export function enhanceForms(leftBefore?: ReadonlyMap<HTMLFormElement, ReadonlySet<string>>) {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-validate]")) {
    const schema =
      form.dataset.validate === "application"
        ? applicationSchema(form)
        : SCHEMAS[form.dataset.validate as keyof typeof SCHEMAS];
    if (schema) enhanceForm(form, schema, leftBefore?.get(form));
  }
  enhanceCounters();
}
