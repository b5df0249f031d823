import { ErrorCode, SCHEDULE_ISSUES, type ScheduleIssue } from '@portal/contracts';
import { schedulesEndpoints as endpoints } from '@portal/contracts/endpoints/schedules';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { answerValidationBy } from '../../platform/http/validation-code';
import * as service from './schedules.service';

const MESSAGES: Record<ScheduleIssue, string> = {
  required: 'Fill in the required fields.',
  'start-after-end': 'The start must not be after the end.',
  'completion-range': 'The completion must be an integer from 0 to 100.',
  'completion-number': 'The completion must be a whole number.',
};
/** Which code wins when several fields fail: what the form asks first. */
const ORDER: ScheduleIssue[] = ['required', 'start-after-end', 'completion-number', 'completion-range'];

/** The schedule form's catalogue code for the failed fields (spec part 2 §5, §8); anything else is -1. */
function scheduleCode(fields: Record<string, string[]>): { code: number; message: string } {
  const messages = new Set(Object.values(fields).flat());
  const issue = ORDER.find((i) => messages.has(i));
  if (issue) return { code: SCHEDULE_ISSUES[issue], message: MESSAGES[issue] };
  if (fields.completion) return { code: ErrorCode.completionNumber, message: MESSAGES['completion-number'] };
  return { code: ErrorCode.checkInputs, message: 'Check inputs.' };
}

export function registerSchedulesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  app.register(async (scope) => {
    answerValidationBy(scope, scheduleCode);
    registerEndpoint(scope, endpoints.list, async ({ user, params }) => service.listSchedules(ctx, user, params.id));
    registerEndpoint(scope, endpoints.create, async ({ user, params, body }) => ({
      data: await service.createSchedule(ctx, user, params.id, body),
    }));
    registerEndpoint(scope, endpoints.update, async ({ user, params, body }) => ({
      data: await service.updateSchedule(ctx, user, params.id, params.scheduleId, body),
    }));
    registerEndpoint(scope, endpoints.delete, async ({ user, params }) => {
      await service.deleteSchedule(ctx, user, params.id, params.scheduleId);
      return { data: { ok: true as const } };
    });
  });
}
