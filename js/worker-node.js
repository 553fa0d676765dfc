// The engine's worker thread in Node: worker.js's serve over the thread's
// port.
import { parent } from "./platform-node.js";
import { serve } from "./worker.js";

serve(parent());
