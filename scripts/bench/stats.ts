/** The benchmarks' one median: the middle value, or of an even number the upper of the middle two. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
