import pino from "pino";
import { getEnv } from "./env.server";

let instance: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  instance ??= pino({
    level: getEnv().LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
  return instance;
}
