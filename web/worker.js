// A web worker running nimlab's background work (src/web/worker.rs): the page sends the
// compiled module first, then one request at a time as { kind, request } (bytes); the worker
// answers with { progress: [done, total] } while it runs and { output } (bytes, or null for
// no result) or { failed: message } when it ends. Cancelling is the page ending the worker.
import init, { worker_init, run_work } from "./nimlab.js";

let ready = null;

self.onmessage = async (event) => {
  const message = event.data;
  if (message.module) {
    ready = init({ module_or_path: message.module }).then(() => worker_init());
    // A module that does not start here is reported as the worker's error (index.html tells the
    // page's reader that jobs will not run); each request then fails with its reason.
    ready.catch((error) => reportError(error));
    return;
  }
  try {
    await ready;
  } catch (error) {
    self.postMessage({ failed: `the worker could not start nimlab: ${error}` });
    return;
  }
  try {
    const output = run_work(message.kind, message.request);
    self.postMessage({ output: output ?? null }, output ? [output.buffer] : []);
  } catch (error) {
    // A panic has already posted its message (worker_init's hook); this covers the rest.
    self.postMessage({ failed: String(error) });
  }
};
