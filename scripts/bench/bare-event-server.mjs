// The events bench's "bare endpoint": a plain Express server that reads a
// POST body and answers 204, nothing else. Started by scripts/bench-events.mjs
// as its own process: node bare-event-server.mjs <port>
import express from "express";

const [port] = process.argv.slice(2);
const app = express();
app.disable("x-powered-by");
app.post("/api/event", (req, res) => {
  req.resume();
  req.on("end", () => res.status(204).end());
});
app.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
