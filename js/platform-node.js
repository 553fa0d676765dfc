// What the package needs of Node, which node.js and worker-node.js use:
// worker_threads. No browser build reaches this file.
import { Worker, parentPort } from "node:worker_threads";

/**
 * Starts worker-node.js in a thread, or the script at workerUrl: the
 * caller's end of it, which keeps the process alive only while busy.
 */
export function spawn(workerUrl) {
  const url = workerUrl ?? new URL("./worker-node.js", import.meta.url);
  // No execArgv: the worker inherits the process's flags that a worker
  // can take, and Node leaves out the others (--max-old-space-size,
  // --title, --expose-gc...), which it refuses when given explicitly. Only
  // --input-type (node -e, or a script on stdin) stops a worker's file
  // from loading: then the worker is a line of code that imports it.
  const worker = process.execArgv.some((flag) => flag.startsWith("--input-type"))
    ? new Worker(`import(${JSON.stringify(String(url))})`, { eval: true })
    : new Worker(url);
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    listen: (answer) => worker.on("message", answer),
    failed: (fail) => worker.on("error", fail),
    busy: (busy) => (busy ? worker.ref() : worker.unref()),
    terminate: () => worker.terminate(),
  };
}

/** The worker's end: its messages to and from the thread that started it. */
export function parent() {
  return {
    post: (message) => parentPort.postMessage(message),
    listen: (call) => parentPort.on("message", call),
  };
}
