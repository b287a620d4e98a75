/**
 * Members with due times, earliest first: a binary min-heap with lazy deletion. Moving or removing
 * a member only updates `#dueOf`; stale heap entries are dropped when they reach the top. Every
 * operation is O(log n), which keeps 10,000 pending deliveries cheap to poll.
 */
export class DueHeap {
  readonly #dueOf = new Map<string, number>();
  #heap: { due: number; member: string }[] = [];

  get size(): number {
    return this.#dueOf.size;
  }

  set(member: string, due: number): void {
    this.#dueOf.set(member, due);
    this.#push({ due, member });
    // Stale entries could pile up under constant rescheduling; rebuild once they dominate.
    if (this.#heap.length > 64 && this.#heap.length > 4 * this.#dueOf.size) this.#rebuild();
  }

  delete(member: string): void {
    this.#dueOf.delete(member);
  }

  /** When `member` is due; undefined when it is not here. */
  dueOf(member: string): number | undefined {
    return this.#dueOf.get(member);
  }

  /** The earliest member and its due time, if any. */
  peek(): { due: number; member: string } | undefined {
    for (;;) {
      const top = this.#heap[0];
      if (!top) return undefined;
      if (this.#dueOf.get(top.member) === top.due) return top;
      this.#pop();
    }
  }

  #rebuild(): void {
    this.#heap = [];
    for (const [member, due] of this.#dueOf) this.#push({ due, member });
  }

  #push(entry: { due: number; member: string }): void {
    const heap = this.#heap;
    heap.push(entry);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = heap[parent];
      if (!above || above.due <= entry.due) break;
      heap[index] = above;
      index = parent;
    }
    heap[index] = entry;
  }

  #pop(): void {
    const heap = this.#heap;
    const last = heap.pop();
    if (!last || heap.length === 0) return;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      let smallestDue = last.due;
      const leftEntry = heap[left];
      const rightEntry = heap[right];
      if (leftEntry && leftEntry.due < smallestDue) {
        smallest = left;
        smallestDue = leftEntry.due;
      }
      if (rightEntry && rightEntry.due < smallestDue) smallest = right;
      if (smallest === index) break;
      heap[index] = heap[smallest] as { due: number; member: string };
      index = smallest;
    }
    heap[index] = last;
  }
}
