/**
 * Forms show a field's messages when the field is left (focusout). Left by
 * pressing the mouse on another control, the message would appear between
 * the press and the release, push that control down, and the click would
 * land on the moved layout (issue 13: a checkbox stayed unchecked). So while
 * a mouse or pen button is down, leaving a form field is held back and
 * replayed after the click has happened. Touch needs nothing: a tap moves
 * focus only after the finger is lifted.
 */
let installed = false;

export function holdFieldBlurWhilePressed() {
  if (installed) return;
  installed = true;
  let pressed = false;
  let held: FocusEvent[] = [];
  const replayed = new WeakSet<Event>();

  const release = () => {
    if (!pressed) return;
    pressed = false;
    // A timer runs after the click that follows this pointerup.
    setTimeout(() => {
      const events = held;
      held = [];
      for (const event of events) {
        const replay = new FocusEvent("focusout", {
          bubbles: true,
          relatedTarget: event.relatedTarget,
        });
        replayed.add(replay);
        event.target?.dispatchEvent(replay);
      }
    });
  };

  window.addEventListener(
    "pointerdown",
    (event) => {
      if (event.pointerType !== "touch") pressed = true;
    },
    true,
  );
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
  window.addEventListener(
    "focusout",
    (event) => {
      if (!pressed || replayed.has(event)) return;
      const { target } = event;
      const isField =
        target instanceof HTMLInputElement ||
        target instanceof HTMLSelectElement ||
        target instanceof HTMLTextAreaElement;
      if (!isField || !target.form) return;
      event.stopImmediatePropagation();
      held.push(event);
    },
    true,
  );
}
