// The timing both benchmarks share.

/**
 * The medians, in ms, of f's time and of the process's CPU time over runs
 * calls, after warmup calls, as [time, cpu]. The CPU time is what a loaded
 * machine inflates less; the warm-up calls let V8 compile the
 * WebAssembly's hot code again, faster, after its first calls, which the
 * first function timed would otherwise pay alone.
 */
export function median(f, runs, warmup) {
  for (let i = 0; i < warmup; i++) f();
  const times = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    f();
    const { user, system } = process.cpuUsage(used);
    times.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  const middle = (list) => list.sort((a, b) => a - b)[Math.floor(runs / 2)];
  return [middle(times), middle(cpu)];
}
