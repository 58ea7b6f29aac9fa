import fs from "node:fs";
import { expect, test } from "vitest";
import { buildIconSprite, iconNames, SPRITE_FILE } from "../../../scripts/icon-sprite";

test("the icon sprite holds exactly the icons the app names (run `npm run icons`)", () => {
  expect(iconNames().length).toBeGreaterThan(10);
  expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite());
});
