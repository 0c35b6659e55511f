/**
 * Loaded into the app under test by `npm run bench -- --profile=DIR` (through NODE_OPTIONS=--import, which
 * takes no --cpu-prof): records a CPU profile of the server process and writes it to
 * DIR/<pid>.cpuprofile when the process exits (open it in Chrome's DevTools, Performance tab).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector';

const dir = process.env.BENCH_PROFILE_DIR;
// npm start runs the server bundle in a child process: only that one is profiled.
if (dir && process.argv[1]?.endsWith('server.mjs')) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    // The in-process inspector answers synchronously, so this runs before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}/${process.pid}.cpuprofile`, JSON.stringify(result.profile));
    });
  });
}
