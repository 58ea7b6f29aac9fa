// Each test file gets its own DATA_DIR (outbox, uploads) and quiet logs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-test-"));
process.env.LOG_LEVEL = "silent";
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
