import { afterAll } from "vitest";
import { prerenderedLoadsSettled } from "./app/reference/prerendered-lazy";

// A module that renders a prerendered-lazy part starts importing it as soon as it loads; a test
// file that ends first would tear down its environment under that import.
afterAll(prerenderedLoadsSettled);
