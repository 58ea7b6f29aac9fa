// `npm run favicon`: regenerate public/favicon.ico from public/favicon.svg.
import fs from "node:fs";
import { faviconIco } from "./favicon-ico";

fs.writeFileSync("public/favicon.ico", await faviconIco(fs.readFileSync("public/favicon.svg")));
console.log("wrote public/favicon.ico");
