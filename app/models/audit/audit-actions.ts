import { ACTION_LABELS, NOT_CHANGES } from "./activity";

/**
 * Every action an audit row may name: the changes the Activity screen has words for, and the attempts it leaves
 * out. audit() takes only these, so a new action is named in activity.ts before anything can write it.
 */
export type AuditAction = keyof typeof ACTION_LABELS | (typeof NOT_CHANGES)[number];

export const AUDIT_ACTIONS = [...(Object.keys(ACTION_LABELS) as (keyof typeof ACTION_LABELS)[]), ...NOT_CHANGES];
