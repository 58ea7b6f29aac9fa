// `npm run icons`: regenerate public/icons.svg after adding an icon to icons.tsx.
import fs from "node:fs";
import { buildIconSprite, SPRITE_FILE } from "./icon-sprite";

fs.writeFileSync(SPRITE_FILE, buildIconSprite());
console.log(`wrote ${SPRITE_FILE}`);
