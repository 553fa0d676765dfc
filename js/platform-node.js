// What the package needs of Node, which node.js and worker-node.js use:
// worker_threads. No browser build reaches this file.
import { Worker, parentPort } from "node:worker_threads";

/**
 * Starts worker-node.js in a thread, or the script at workerUrl: the
 * caller's end of it, which keeps the process alive only while busy.
 */
export function spawn(workerUrl) {
  // The process's flags but --input-type, which a worker's file refuses.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith("--input-type"));
  const worker = new Worker(workerUrl ?? new URL("./worker-node.js", import.meta.url), { execArgv });
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
