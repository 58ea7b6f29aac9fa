/**
 * Loads the public forms' validation (Zod and the schemas: the largest script
 * of the public pages) when a visitor starts using a form, not with the page:
 * evaluating it during the load kept a phone's main thread busy for a few
 * hundred milliseconds (Lighthouse's Total Blocking Time on /contact), for
 * visitors who mostly only read.
 *
 * Until it is loaded nothing is lost: a field left before it arrived is
 * checked as soon as it does, and a submit waits for it and then goes through
 * the same checks. A page the server answered with messages loads it at once.
 */

export function enhanceFormsWhenUsed() {
  const forms = [...document.querySelectorAll<HTMLFormElement>("form[data-validate]")];
  if (!forms.length) return;
  let loaded = false;
  let loading: Promise<void> | null = null;
  const left = new Map<HTMLFormElement, Set<string>>();
  const load = () =>
    (loading ??= import("./form-validation").then((module) => {
      loaded = true;
      module.enhanceForms(left);
    }));

  if (forms.some((form) => form.querySelector("[aria-invalid=true]"))) {
    void load();
    return;
  }
  for (const form of forms) {
    // The script explains mistakes, not the browser's bubbles (also while it loads).
    form.noValidate = true;
    left.set(form, new Set());
    form.addEventListener("focusin", () => void load(), { once: true });
    form.addEventListener("pointerdown", () => void load(), { once: true });
    form.addEventListener("focusout", (event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!loaded && name) left.get(form)?.add(name);
    });
    form.addEventListener("submit", (event) => {
      if (loaded) return;
      event.preventDefault();
      const submitter = event.submitter;
      void load().then(() => form.requestSubmit(submitter));
    });
  }
}
