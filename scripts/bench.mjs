// Load test of a running server on loopback (start it first with `npm start`):
//   npm run bench -- [url] [connections] [seconds]
// Bounded in time; reports requests/second and latency percentiles.
import autocannon from "autocannon";

const [url = "http://127.0.0.1:3000/", connections = "50", duration = "10"] = process.argv.slice(2);
const parsed = new URL(url);
if (!["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname)) {
  console.error("bench only targets this machine (127.0.0.1 / localhost)");
  process.exit(2);
}
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(duration),
});
console.log(
  JSON.stringify(
    {
      url,
      connections: Number(connections),
      seconds: Number(duration),
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
      non2xx: result.non2xx,
      errors: result.errors,
    },
    null,
    2,
  ),
);
