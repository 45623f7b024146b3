import { serveTasks } from './serve-tasks.ts';
import type { TaskRegistry } from './task.ts';

/** A worker for pool.test.ts: tasks that echo, stream their parts, fail, hang or run out of heap. */

export type TestTasks = {
  /** `text` written `times` times. */
  echo: { input: { text: string; times: number }; part: never };
  /** Each part written as it arrives (padded with spaces to `padTo` bytes, to make the worker send it at once), then "end". */
  parts: { input: { padTo: number }; part: string };
  fail: { input: { message: string }; part: never };
  /** Never finishes (the pool's time limit stops it). */
  hang: { input: null; part: never };
  /** Allocates until the heap limit kills the thread. */
  hog: { input: null; part: never };
};

const tasks: TaskRegistry<TestTasks> = {
  echo: {
    async render({ text, times }, _parts, out) {
      for (let i = 0; i < times; i++) {
        if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    },
  },
  parts: {
    async render({ padTo }, parts, out) {
      for await (const part of parts) out.write(part.padEnd(padTo));
      out.end('end');
    },
  },
  fail: {
    async render({ message }) {
      throw new Error(message);
    },
  },
  hang: {
    render: () => new Promise(() => {}),
  },
  hog: {
    async render() {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
    },
  },
};

serveTasks(tasks);
