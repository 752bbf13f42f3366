/** Keeps every stride-th offer; when full, drops every other one and doubles the stride: an even spread over any length, in bounded memory. */
export class SpreadSample<T> {
  items: T[] = [];
  private stride = 1;
  private offered = 0;

  constructor(private readonly capacity: number) {}

  offer(make: () => T): void {
    if (this.offered++ % this.stride !== 0) return;
    this.items.push(make());
    if (this.items.length >= this.capacity) {
      this.items = this.items.filter((_, index) => index % 2 === 0);
      this.stride *= 2;
    }
  }
}
