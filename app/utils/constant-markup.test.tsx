import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import {
  ConstantMarkup,
  MAX_KEPT_PARTS,
  StaticRenderProvider,
  type StaticRender,
} from "./constant-markup";

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

function Greeting({ who }: { who: { name: string } }) {
  return <p>Hello {who.name}</p>;
}

const greeting = (server: StaticRender, who: { name: string }, place: string) =>
  renderToStaticMarkup(
    <StaticRenderProvider value={server}>
      <ConstantMarkup name="greeting" of={[who, place]} host={(content) => <div {...content} />}>
        <Greeting who={who} />
      </ConstantMarkup>
    </StaticRenderProvider>,
  );

test("a part made of values is drawn once per object and value: a new object (a new content version) draws it anew", () => {
  const drawn = counted();
  const server: StaticRender = { render: drawn.render, kept: new Map() };
  const ada = { name: "Ada" };
  expect(greeting(server, ada, "/")).toBe("<div><p>Hello Ada</p></div>");
  expect(greeting(server, ada, "/")).toBe("<div><p>Hello Ada</p></div>");
  expect(drawn.times()).toBe(1);
  // The same name in a new object: drawn again, never taken for the old one's.
  const renamed = { name: "Grace" };
  expect(greeting(server, renamed, "/")).toBe("<div><p>Hello Grace</p></div>");
  expect(greeting(server, ada, "/careers")).toBe("<div><p>Hello Ada</p></div>");
  expect(drawn.times()).toBe(3);
  // A string and a number that print the same are different values.
  const one = { name: "One" };
  greeting(server, one, "1");
  renderToStaticMarkup(
    <StaticRenderProvider value={server}>
      <ConstantMarkup name="greeting" of={[one, 1]} host={(content) => <div {...content} />}>
        <Greeting who={one} />
      </ConstantMarkup>
    </StaticRenderProvider>,
  );
  expect(drawn.times()).toBe(5);
});

test("at most MAX_KEPT_PARTS parts are kept, the oldest dropped first", () => {
  const server: StaticRender = { render: renderToStaticMarkup, kept: new Map() };
  const first = { name: "first" };
  greeting(server, first, "/");
  for (let index = 0; index < MAX_KEPT_PARTS; index++) greeting(server, { name: `n${index}` }, "/");
  expect(server.kept!.size).toBe(MAX_KEPT_PARTS);
  const drawn = counted();
  const counting: StaticRender = { render: drawn.render, kept: server.kept };
  greeting(counting, first, "/");
  expect(drawn.times()).toBe(1);
});
