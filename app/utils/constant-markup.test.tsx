import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ConstantMarkup, StaticRenderProvider, type StaticRender } from "./constant-markup";

function Steps() {
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

/** renderToStaticMarkup, counting its calls. */
function counted() {
  let times = 0;
  return {
    render: (element: Parameters<typeof renderToStaticMarkup>[0]) => {
      times += 1;
      return renderToStaticMarkup(element);
    },
    times: () => times,
  };
}

const page = (server: StaticRender | null) => {
  const part = (
    <main>
      <ConstantMarkup name="steps" host={(content) => <div className="page-width" {...content} />}>
        <Steps />
      </ConstantMarkup>
    </main>
  );
  return renderToStaticMarkup(
    server ? <StaticRenderProvider value={server}>{part}</StaticRenderProvider> : part,
  );
};

test("a constant part is drawn once on the server and its HTML reused in the same element, the same markup as drawn in place", () => {
  const inPlace = page(null);
  expect(inPlace).toBe(
    '<main><div class="page-width"><section aria-labelledby="steps"><h2 id="steps">How we hire</h2><ol><li>Apply</li><li>Talk</li></ol></section></div></main>',
  );
  const drawn = counted();
  const server: StaticRender = { render: drawn.render, kept: new Map() };
  expect([page(server), page(server), page(server)]).toEqual([inPlace, inPlace, inPlace]);
  expect(drawn.times()).toBe(1);
});

test("without a place to keep it (development), it is drawn every time", () => {
  const drawn = counted();
  const server: StaticRender = { render: drawn.render, kept: null };
  expect(page(server)).toBe(page(null));
  page(server);
  expect(drawn.times()).toBe(2);
});
