type Waiter<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

/**
 * Collects items submitted in the same turn of the event loop and hands them to `write` together,
 * so many leads share one transaction (and one fsync). Each caller gets its own item's result once
 * the whole batch is committed; if the batch fails, every caller in it sees the error.
 */
export function createGroupCommit<Item, Result>({ maxBatch, write }: { maxBatch: number; write: (items: Item[]) => Promise<Result[]> }) {
  let queue: Waiter<Item, Result>[] = [];
  let writing = false;
  let scheduled = false;

  function schedule() {
    if (writing || scheduled || queue.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: requests whose bytes arrived meanwhile get parsed and join this batch.
    setImmediate(flush);
  }

  async function flush() {
    scheduled = false;
    writing = true;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const results = await write(batch.map((waiter) => waiter.item));
      batch.forEach((waiter, index) => waiter.resolve(results[index] as Result));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    } finally {
      writing = false;
      schedule();
    }
  }

  return {
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
