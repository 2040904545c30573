import qs from "qs";
import { invalidParam } from "./errors.ts";

export type Params = Record<string, unknown>;

/** Parses a qs bracket-style form body or query string (`line_items[0][price]=…`). */
export function parseForm(text: string): Params {
  return qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000 }) as Params;
}

/** A string param; "" counts as unset (stripe-node sends null as an empty string). */
export function str(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw invalidParam(name, `Invalid string: ${name}`);
  return value;
}

export function bool(params: Params, name: string): boolean | undefined {
  const value = str(params, name);
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalidParam(name, `Invalid boolean: ${value}`, "parameter_invalid_boolean");
}

export function int(params: Params, name: string): number | undefined {
  const value = str(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidParam(name, `Invalid integer: ${value}`, "parameter_invalid_integer");
  }
  return Number(value);
}

/** An array param (`lookup_keys[0]=a`); qs turns long or sparse arrays into objects. */
export function list(params: Params, name: string): unknown[] | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  return [value];
}

export function strings(params: Params, name: string): string[] | undefined {
  const values = list(params, name);
  if (!values) return undefined;
  return values.map((value, i) => {
    if (typeof value !== "string") throw invalidParam(`${name}[${i}]`, `Invalid ${name}`);
    return value;
  });
}

export function hash(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw invalidParam(name, `Invalid object: ${name}`, "parameter_invalid_object");
  }
  return value as Params;
}

/** `metadata[k]=v`; an empty value deletes the key on update, like Stripe. */
export function mergeMetadata(
  current: Record<string, string>,
  params: Params,
  name = "metadata",
): Record<string, string> {
  const raw = params[name];
  if (raw === "") return {};
  const patch = hash(params, name);
  if (!patch) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === "") delete next[key];
    else if (typeof value === "string") next[key] = value;
    else throw invalidParam(`${name}[${key}]`, "Metadata values must be strings");
  }
  return next;
}
