/// <reference types="npm:@supabase/functions-js/src/edge-runtime.d.ts" />
// Deno entry point for the Supabase Edge Runtime. The logic lives in handler.ts so the local
// emulator and the tests run the very same code under Node.
import { handler } from "./handler.ts";

Deno.serve(handler);
