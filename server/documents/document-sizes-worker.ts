import { parentPort, workerData } from "node:worker_threads";
import { measureDocumentSizes } from "./document-sizes.ts";

/** One build thread's share of the document sizes: the products named in its data. */
parentPort?.postMessage(await measureDocumentSizes(workerData as string[]));
