import { actions } from '@app/contracts/registry';
import { defineServerAction } from '../../actions/define.ts';
import { assessmentResults, completionRows } from './assessment-results.ts';
import { selectCompanyAssessments, selectCompletion } from './assessments.repository.ts';
import {
  answerManagerAssessment,
  answerPublicAssessment,
  getPublicAssessment,
  getQuestions,
  setCertificate,
  updateQuestions,
} from './assessments.service.ts';

const tokenLimit = { max: 30, windowMs: 60 * 60 * 1000 };

export const assessmentActions = [
  defineServerAction(actions.assessmentquestions, {
    handler: async (_input, ctx) => ({
      status: true as const,
      ...(await getQuestions(ctx.db, ctx.requireMembership())),
    }),
  }),

  defineServerAction(actions.updateassessmentquestions, {
    handler: async (input, ctx) => ({
      status: true as const,
      questions: await updateQuestions(ctx.db, ctx.requireMembership().companyId, input.questions),
    }),
  }),

  defineServerAction(actions.assessmentresults, {
    async handler(_input, ctx) {
      const { companyId } = ctx.requireMembership();
      const [rows, completion] = await Promise.all([
        selectCompanyAssessments(ctx.db, companyId),
        selectCompletion(ctx.db, companyId, new Date()),
      ]);
      return {
        status: true as const,
        ...assessmentResults(rows, ctx.requireUser().id),
        completion: completionRows(completion),
      };
    },
  }),

  defineServerAction(actions.answermanagerassessment, {
    async handler({ id, ...answer }, ctx) {
      await answerManagerAssessment(
        ctx.db,
        ctx.requireUser().id,
        ctx.requireMembership().companyId,
        id,
        answer,
      );
      return { status: true as const, msg: 'Thank you for your assessment' };
    },
  }),

  defineServerAction(actions.setcertificateexpiry, {
    async handler(input, ctx) {
      await setCertificate(
        ctx.db,
        ctx.requireMembership().companyId,
        input.participantId,
        input.expiresOn,
      );
      return { status: true as const, msg: 'Certificate expiry saved' };
    },
  }),

  defineServerAction(actions.publicassessment, {
    rateLimit: [tokenLimit],
    handler: async (input, ctx) => ({
      status: true as const,
      ...(await getPublicAssessment(ctx.db, input.token)),
    }),
  }),

  defineServerAction(actions.answerassessment, {
    rateLimit: [tokenLimit],
    async handler({ token, ...answer }, ctx) {
      await answerPublicAssessment(ctx.db, token, answer);
      return { status: true as const, msg: 'Thank you for your assessment' };
    },
  }),
];
