import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Helpers for the search-and-social journeys (seo-*.spec.ts). */

export type JsonLd = Record<string, unknown> & { "@type": string };

export async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

export function ofType(documents: JsonLd[], type: string): JsonLd {
  const found = documents.filter((document) => document["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
}

export const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");

/** Parses XML in the browser; returns the document's root name and the text of every `selector` match. */
export async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ({ xml, selector }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const error = document.querySelector("parsererror")?.textContent ?? null;
      return {
        error,
        root: document.documentElement.nodeName,
        values: [...document.querySelectorAll(selector)].map(
          (node) => node.textContent?.trim() ?? "",
        ),
      };
    },
    { xml, selector },
  );
}

export async function expectFetchable(request: APIRequestContext, url: string, type: RegExp) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(type);
}
