import { expect, test } from "vitest";
import { sanitizePostHtml } from "~/modules/blog/sanitize.server";
import { pictureSources, type PictureInfo } from "./picture";
import { pictureHtml } from "./responsive-content.server";

const NAME = "0f8fad5b-d9cb-469f-a165-70867728950e.jpg";
const STEM = NAME.replace(".jpg", "");
const PHOTO: PictureInfo = {
  name: NAME,
  width: 1200,
  height: 800,
  renditions: [
    { width: 480, format: "avif" },
    { width: 480, format: "webp" },
    { width: 480, format: "jpg" },
    { width: 1200, format: "avif" },
    { width: 1200, format: "webp" },
  ],
};

test("a library image's sources: AVIF, WebP, then the original format at full width", () => {
  expect(pictureSources(PHOTO)).toEqual({
    width: 1200,
    height: 800,
    sources: [
      {
        type: "image/avif",
        srcSet: `/media/${STEM}-w480.avif 480w, /media/${STEM}-w1200.avif 1200w`,
      },
      {
        type: "image/webp",
        srcSet: `/media/${STEM}-w480.webp 480w, /media/${STEM}-w1200.webp 1200w`,
      },
    ],
    srcSet: `/media/${STEM}-w480.jpg 480w, /media/${NAME} 1200w`,
  });
  // A GIF keeps its animation: no renditions, no <picture>.
  expect(pictureSources({ ...PHOTO, renditions: [] })).toBeNull();
});

test("library images in a post become <picture> elements with width and height", () => {
  const html = sanitizePostHtml(
    `<figure><img src="/media/${NAME}" alt="A &quot;quoted&quot; <view>"><figcaption>Harbour</figcaption></figure>` +
      `<p><img src="https://example.com/x.png" alt="Elsewhere"></p>`,
  );
  const out = pictureHtml(html, new Map([[NAME, PHOTO]]));
  expect(out).toContain(
    `<figure><picture><source type="image/avif" srcset="/media/${STEM}-w480.avif 480w, /media/${STEM}-w1200.avif 1200w" sizes="(min-width: 768px) 704px, 100vw" />`,
  );
  expect(out).toMatch(
    /<img src="\/media\/[^"]+\.jpg" alt="A &quot;quoted&quot; &lt;view&gt;" loading="lazy" srcset="[^"]+ 1200w" sizes="[^"]+" width="1200" height="800" decoding="async" \/><\/picture><figcaption>/,
  );
  // Images from elsewhere, and library names without a row, stay as they were.
  expect(out).toContain('<img src="https://example.com/x.png" alt="Elsewhere" loading="lazy" />');
  expect(pictureHtml(html, new Map())).toBe(html);
});
