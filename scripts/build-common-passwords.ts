// `npm run passwords:list`: regenerate the common-password list after updating @zxcvbn-ts/language-common.
import fs from "node:fs";
import { buildCommonPasswordsSource, COMMON_PASSWORDS_FILE } from "./common-passwords";

fs.writeFileSync(COMMON_PASSWORDS_FILE, buildCommonPasswordsSource());
console.log(`wrote ${COMMON_PASSWORDS_FILE}`);
