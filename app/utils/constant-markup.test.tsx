import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ConstantMarkup, StaticRenderProvider, type StaticRender } from "./constant-markup";

let drawn = 0;
function Steps() {
  drawn += 1;
  return (
    <section aria-labelledby="steps">
      <h2 id="steps">How we hire</h2>
      <ol>
        <li>Apply</li>
        <li>Talk</li>
      </ol>
    </section>
  );
}

const page = (server: StaticRender | null) => {
  const part = (
    <main>
      <ConstantMarkup name="steps">
        <Steps />
      </ConstantMarkup>
    </main>
  );
  return renderToStaticMarkup(
    server ? <StaticRenderProvider value={server}>{part}</StaticRenderProvider> : part,
  );
};

test("a constant part is drawn once on the server and its HTML reused, the same as drawn in place", () => {
  const inPlace = page(null);
  expect(inPlace).toBe(
    '<main><div class="contents"><section aria-labelledby="steps"><h2 id="steps">How we hire</h2><ol><li>Apply</li><li>Talk</li></ol></section></div></main>',
  );
  drawn = 0;
  const server: StaticRender = { render: renderToStaticMarkup, kept: new Map() };
  expect([page(server), page(server), page(server)]).toEqual([inPlace, inPlace, inPlace]);
  expect(drawn).toBe(1);
});

test("without a place to keep it (development), it is drawn every time", () => {
  drawn = 0;
  const server: StaticRender = { render: renderToStaticMarkup, kept: null };
  expect(page(server)).toBe(page(null));
  page(server);
  expect(drawn).toBe(3);
});
