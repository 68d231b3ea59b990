/**
 * A set of document numbers as a bit array: one bit per document, so union, intersection and
 * counting run 32 documents per step, and walking a set yields documents in ascending order.
 * `from`/`to` bound the words that may hold bits, so sets of neighbouring documents (e.g. products
 * whose names start alike, which sort together) cost only the words they span.
 */
export class DocumentSet {
  readonly bits: Uint32Array;
  /** Words before `from` and from `to` on are all zero. */
  from: number;
  to: number;

  constructor(size: number) {
    this.bits = new Uint32Array(Math.ceil(size / 32));
    this.from = this.bits.length;
    this.to = 0;
  }

  /** Every document below `size`. */
  static full(size: number): DocumentSet {
    const set = new DocumentSet(size);
    set.bits.fill(0xffffffff);
    const rest = size % 32;
    if (rest > 0) set.bits[set.bits.length - 1] = (1 << rest) - 1;
    set.from = 0;
    set.to = size > 0 ? set.bits.length : 0;
    return set;
  }

  /** Documents are added in any order; each costs one bit. */
  add(document: number): void {
    const word = document >>> 5;
    this.bits[word] = (this.bits[word] as number) | (1 << (document & 31));
    if (word < this.from) this.from = word;
    if (word >= this.to) this.to = word + 1;
  }

  /** Adds every document of `other`. */
  addAll(other: DocumentSet): void {
    const { bits } = this;
    const source = other.bits;
    for (let word = other.from; word < other.to; word++)
      bits[word] = (bits[word] as number) | (source[word] as number);
    if (other.from < other.to) {
      if (other.from < this.from) this.from = other.from;
      if (other.to > this.to) this.to = other.to;
    }
  }

  /** Adds the documents of `a` that are also in `b`; false when there were none. */
  addIntersection(a: DocumentSet, b: DocumentSet): boolean {
    const from = Math.max(a.from, b.from);
    const to = Math.min(a.to, b.to);
    const { bits } = this;
    let first = -1;
    let last = -1;
    for (let word = from; word < to; word++) {
      const common = (a.bits[word] as number) & (b.bits[word] as number);
      if (common === 0) continue;
      bits[word] = (bits[word] as number) | common;
      if (first < 0) first = word;
      last = word;
    }
    if (first < 0) return false;
    if (first < this.from) this.from = first;
    if (last >= this.to) this.to = last + 1;
    return true;
  }

  /** Removes the documents of `other`. */
  removeAll(other: DocumentSet): void {
    const { bits } = this;
    const from = Math.max(this.from, other.from);
    const to = Math.min(this.to, other.to);
    for (let word = from; word < to; word++)
      bits[word] = (bits[word] as number) & ~(other.bits[word] as number);
  }

  /** Keeps only the documents that are also in `other`. */
  retainAll(other: DocumentSet): void {
    const { bits } = this;
    for (let word = this.from; word < this.to; word++)
      bits[word] =
        word < other.from || word >= other.to ? 0 : (bits[word] as number) & (other.bits[word] as number);
    if (this.from < other.from) this.from = Math.min(other.from, this.to);
    if (this.to > other.to) this.to = Math.max(other.to, this.from);
  }

  /** How many documents `a` and `b` share, without building their intersection. */
  static countCommon(a: DocumentSet, b: DocumentSet): number {
    const to = Math.min(a.to, b.to);
    let total = 0;
    for (let word = Math.max(a.from, b.from); word < to; word++)
      total += bitCount((a.bits[word] as number) & (b.bits[word] as number));
    return total;
  }

  count(): number {
    let total = 0;
    for (let word = this.from; word < this.to; word++) total += bitCount(this.bits[word] as number);
    return total;
  }

  /** Up to `limit` documents in ascending order, after passing over the first `skip`. */
  slice(skip: number, limit: number, into: number[]): void {
    let toSkip = skip;
    let wanted = limit;
    for (let word = this.from; word < this.to && wanted > 0; word++) {
      let bits = this.bits[word] as number;
      if (bits === 0) continue;
      if (toSkip > 0) {
        const inWord = bitCount(bits);
        if (toSkip >= inWord) {
          toSkip -= inWord;
          continue;
        }
        for (; toSkip > 0; toSkip--) bits &= bits - 1;
      }
      while (bits !== 0 && wanted > 0) {
        const lowest = bits & -bits;
        into.push((word << 5) | (31 - Math.clz32(lowest)));
        bits ^= lowest;
        wanted--;
      }
    }
  }

  /** Empties the set; only the words that may hold bits are written. */
  clear(): void {
    if (this.from < this.to) this.bits.fill(0, this.from, this.to);
    this.from = this.bits.length;
    this.to = 0;
  }
}

function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
