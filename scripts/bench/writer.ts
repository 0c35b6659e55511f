/**
 * The writer of "reads while answers arrive" in a process of its own (under-writes.ts starts it): it takes
 * its state and rate from the first message, answers `written` with what it has done so far, and `stop` with
 * what it ends with, then exits.
 */
import { runWriter, type WriteLoad, type WriterState } from './under-writes.js';

type Message = { start: WriterState; load: WriteLoad } | { written: true } | { stop: true };

let writer: ReturnType<typeof runWriter> | null = null;

process.on('message', async (message: Message) => {
  if ('start' in message) writer = runWriter(message.start, message.load);
  else if (!writer) throw new Error('the writer was asked before it started');
  else if ('written' in message) process.send?.(writer.written());
  else {
    const end = await writer.stop();
    process.send?.(end, () => process.exit(0));
  }
});
