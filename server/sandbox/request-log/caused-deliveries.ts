/**
 * Which deliveries each call caused. The engine reports every delivery with the client it is made
 * for; the call that client has under way takes the ones reported while it ran. A client's calls
 * made at the same moment share theirs with whichever finishes first, which a partner's sequential
 * calls never do. Notes nobody takes (a toll booked by the sandbox's own sweep) are dropped.
 */
export class CausedDeliveries {
  #sequence = 0;
  readonly #byClient = new Map<string, { sequence: number; id: string }[]>();

  /** Where a call starts: it takes what is noted after this. */
  mark(): number {
    return this.#sequence;
  }

  note(client: string, id: string): void {
    this.#sequence += 1;
    const notes = this.#byClient.get(client) ?? [];
    notes.push({ sequence: this.#sequence, id });
    // Bounded: a client whose calls never come to take them keeps only the latest.
    if (notes.length > 50) notes.shift();
    this.#byClient.set(client, notes);
    if (this.#byClient.size > 10_000) this.#byClient.delete(this.#byClient.keys().next().value!);
  }

  /** The deliveries noted for `client` since `mark`; what was noted before goes too. */
  take(client: string, mark: number): string[] {
    const notes = this.#byClient.get(client);
    if (!notes) return [];
    this.#byClient.delete(client);
    return notes.filter((note) => note.sequence > mark).map((note) => note.id);
  }
}
