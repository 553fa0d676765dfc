// The engine's worker thread in Node: worker.js's serve over the thread's
// port, with Node's readFile for a file: URL.
import { readFile } from "node:fs/promises";
import { parent } from "./platform-node.js";
import { serve } from "./worker.js";

serve(parent(), readFile);
