/**
 * DataForSEO's v3 answer envelope: HTTP 200 with its own status codes for almost everything
 * (20000 "Ok.", 40202 rate limit, 40501 invalid field per task), HTTP 401/404 only for a wrong
 * login and an unknown endpoint — as its errors appendix describes.
 */
import { randomUUID } from "node:crypto";

export const OK = { code: 20000, message: "Ok." } as const;
export const NOT_AUTHORIZED = {
  code: 40100,
  message:
    "You are not authorized to access this resource. See your login details here: https://app.dataforseo.com/api-access",
} as const;
export const RATE_LIMITED = {
  code: 40202,
  message: "Rate limit per minute exceeded. Please, retry in a minute.",
} as const;
export const NOT_FOUND = { code: 40400, message: "Not Found." } as const;

export interface Status {
  code: number;
  message: string;
}

export interface TaskAnswer {
  status: Status;
  data: Record<string, unknown>;
  result: unknown[] | null;
}

const VERSION = "0.1.20241101";

/** The envelope without tasks: a refusal of the whole request (login, rate limit, endpoint). */
export function refusal(status: Status) {
  return {
    version: VERSION,
    status_code: status.code,
    status_message: status.message,
    time: "0.0021 sec.",
    cost: 0,
    tasks_count: 0,
    tasks_error: 0,
    tasks: null,
  };
}

/** An answered request: one entry per task, each with its own status. */
export function answered(path: string[], tasks: TaskAnswer[]) {
  const errors = tasks.filter((task) => task.status.code !== OK.code).length;
  const cost = (tasks.length - errors) * 0.075;
  return {
    version: VERSION,
    status_code: OK.code,
    status_message: OK.message,
    time: "0.2147 sec.",
    cost,
    tasks_count: tasks.length,
    tasks_error: errors,
    tasks: tasks.map((task) => ({
      id: randomUUID(),
      status_code: task.status.code,
      status_message: task.status.message,
      time: "0.1843 sec.",
      cost: task.status.code === OK.code ? 0.075 : 0,
      result_count: task.result?.length ?? 0,
      path,
      data: task.data,
      result: task.result,
    })),
  };
}
