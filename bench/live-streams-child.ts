/**
 * A child process holding many event streams open (bench/live-events.ts, bench/recipes-list.ts
 * with BENCH_LIVE_STREAMS): the readers' CPU stays out of the server's process. Reads one JSON
 * argument { baseUrl, cookies }, opens one stream per cookie, prints {"ready":n} once every
 * stream said hello, then for every notice the FIRST stream receives a line
 * {"notice":ids,"at":epochMs}; on stdin's end it prints {"counts":[notices per stream]} and exits.
 */
import http from 'node:http';

const { baseUrl, cookies } = JSON.parse(process.argv[2]!) as { baseUrl: string; cookies: string[] };
const now = () => performance.timeOrigin + performance.now();
const counts = cookies.map(() => 0);
let ready = 0;

cookies.forEach((cookie, index) => {
  const request = http.get(new URL('/api/events', baseUrl), {
    agent: false,
    headers: { cookie, accept: 'text/event-stream' },
  });
  request.on('response', (response) => {
    if (response.statusCode !== 200) throw new Error(`stream ${index}: ${response.statusCode}`);
    response.setEncoding('utf8');
    let buffered = '';
    response.on('data', (chunk: string) => {
      const at = now();
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'hello' && ++ready === cookies.length) console.log(JSON.stringify({ ready }));
        if (event !== 'notice') continue;
        counts[index]!++;
        if (index === 0) {
          const { ids } = JSON.parse(data!) as { ids?: number[] };
          console.log(JSON.stringify({ notice: ids, at }));
        }
      }
    });
  });
  request.on('error', (error) => {
    console.error(`stream ${index}: ${error.message}`);
    process.exit(1);
  });
});

process.stdin.resume();
process.stdin.on('end', () => {
  console.log(JSON.stringify({ counts }));
  process.exit(0);
});
