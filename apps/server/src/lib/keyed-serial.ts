/**
 * Runs the tasks of one key one after another, in the order they were asked for, and tasks of
 * other keys alongside. For work that would queue on a database lock anyway (entries of one event
 * under its row lock): queued here, the waiting tasks hold no pooled connection, so a burst for
 * one event leaves the pool to every other request. The database lock still keeps the rule
 * across instances; this only keeps the waiting out of the pool.
 */
export function createKeyedSerial<K>() {
  const tails = new Map<K, Promise<void>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting (tests). */
    size: () => tails.size,
  };
}
