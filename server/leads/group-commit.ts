type Waiter<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

type GroupCommitOptions<Item, Result> = {
  maxBatch: number;
  write: (items: Item[]) => Promise<Result[]>;
  /** Whether an error may be one item's fault, so the failed batch's items are written again one by one. */
  retryAlone?: (error: unknown) => boolean;
};

/**
 * Collects items submitted in the same turn of the event loop and hands them to `write` together,
 * so many leads share one transaction (and one fsync). Each caller gets its own item's result once
 * the whole batch is committed. If the batch fails with an error `retryAlone` blames on an item, each item
 * is written alone, in order, so a bad item fails by itself; otherwise every caller in it sees the error.
 */
export function createGroupCommit<Item, Result>({ maxBatch, write, retryAlone = () => false }: GroupCommitOptions<Item, Result>) {
  let queue: Waiter<Item, Result>[] = [];
  let writing = false;
  let scheduled = false;

  function schedule() {
    if (writing || scheduled || queue.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: requests whose bytes arrived meanwhile get parsed and join this batch.
    setImmediate(flush);
  }

  /** One transaction per item. Once an item fails for a reason not its own (the database is away), the rest get that error untried. */
  async function writeOneByOne(batch: Waiter<Item, Result>[]) {
    for (const [index, waiter] of batch.entries()) {
      try {
        const [result] = await write([waiter.item]);
        waiter.resolve(result as Result);
      } catch (error) {
        waiter.reject(error);
        if (retryAlone(error)) continue;
        for (const rest of batch.slice(index + 1)) rest.reject(error);
        return;
      }
    }
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
      if (batch.length > 1 && retryAlone(error)) await writeOneByOne(batch);
      else for (const waiter of batch) waiter.reject(error);
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
