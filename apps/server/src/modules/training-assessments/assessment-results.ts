import type { AssessmentQuestion } from '@app/contracts/actions/training-assessment';
import type { selectCompanyAssessments, selectCompletion } from './assessments.repository.ts';

/**
 * The figures of the assessment page (docs/product.md, "Training assessment"), from the company's
 * assessment rows: per training, per trainer and per topic the average overall rating (halves),
 * the answers and the invited (so the response rate), per question its average or its texts.
 */

type AssessmentRow = Awaited<ReturnType<typeof selectCompanyAssessments>>[number];
type CompletionRow = Awaited<ReturnType<typeof selectCompletion>>[number];

interface Tally {
  sum: number;
  answers: number;
  invited: number;
}

const average = (tally: Tally) =>
  tally.answers === 0 ? null : Math.round((tally.sum / tally.answers) * 10) / 10;

function add(tally: Tally, row: AssessmentRow) {
  tally.invited += 1;
  if (row.submittedAt && row.ratingHalves !== null) {
    tally.sum += row.ratingHalves;
    tally.answers += 1;
  }
}

const newTally = (): Tally => ({ sum: 0, answers: 0, invited: 0 });
const figuresOf = (tally: Tally) => ({
  averageHalves: average(tally),
  answers: tally.answers,
  invited: tally.invited,
});

export function assessmentResults(rows: AssessmentRow[], userId: number) {
  const trainings = new Map<
    number,
    { row: AssessmentRow; tally: Tally; answered: AssessmentRow[]; questions: AssessmentQuestion[] }
  >();
  const trainers = new Map<number, { name: string; tally: Tally; bookings: Set<number> }>();
  const topics = new Map<string, { tally: Tally; bookings: Set<number> }>();
  for (const row of rows) {
    const training = trainings.get(row.bookingId) ?? {
      row,
      tally: newTally(),
      answered: [],
      questions: row.questions,
    };
    add(training.tally, row);
    if (row.submittedAt) training.answered.push(row);
    trainings.set(row.bookingId, training);
    const trainer = trainers.get(row.providerId) ?? {
      name: row.trainer,
      tally: newTally(),
      bookings: new Set<number>(),
    };
    add(trainer.tally, row);
    trainer.bookings.add(row.bookingId);
    trainers.set(row.providerId, trainer);
    const topicTitle = row.topicTitle ?? row.title;
    const topic = topics.get(topicTitle) ?? { tally: newTally(), bookings: new Set<number>() };
    add(topic.tally, row);
    topic.bookings.add(row.bookingId);
    topics.set(topicTitle, topic);
  }
  const byAverage = <T extends { averageHalves: number | null }>(a: T, b: T) =>
    (b.averageHalves ?? -1) - (a.averageHalves ?? -1);
  return {
    trainings: [...trainings.entries()].map(([bookingId, training]) => ({
      bookingId,
      title: training.row.title,
      trainer: training.row.trainer,
      endedAt: (training.row.endsAt ?? new Date(0)).toISOString(),
      ...figuresOf(training.tally),
      questions: training.questions.map((question) => {
        const values = training.answered.map((row) => row.answers[question.id]);
        const ratings = values.filter((value): value is number => typeof value === 'number');
        return {
          ...question,
          averageHalves:
            question.kind === 'rating' && ratings.length > 0
              ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) /
                10
              : null,
          texts:
            question.kind === 'text' ? values.filter((value) => typeof value === 'string') : [],
        };
      }),
      comments: training.answered.flatMap((row) => (row.comment ? [row.comment] : [])),
    })),
    trainers: [...trainers.values()]
      .map((trainer) => ({
        name: trainer.name,
        trainings: trainer.bookings.size,
        ...figuresOf(trainer.tally),
      }))
      .sort(byAverage),
    topics: [...topics.entries()]
      .map(([title, topic]) => ({
        title,
        trainings: topic.bookings.size,
        ...figuresOf(topic.tally),
      }))
      .sort(byAverage),
    toAnswer: rows
      .filter((row) => row.respondent === 'manager' && row.userId === userId && !row.submittedAt)
      .map((row) => ({
        id: row.id,
        title: row.title,
        trainer: row.trainer,
        endedAt: (row.endsAt ?? new Date(0)).toISOString(),
        questions: row.questions,
      })),
  };
}

/** Completion per person: attendance, and for those who came the certificate's date and expiry. */
export function completionRows(rows: CompletionRow[]) {
  return rows.map((row) => {
    const attendance =
      row.attendance ?? (row.state === 'completed' || row.state === 'attended' ? 'attended' : null);
    return {
      participantId: row.participantId,
      name: row.name,
      department: row.department,
      title: row.title,
      attendance,
      certificateDate:
        attendance === 'attended' && row.endsAt ? row.endsAt.toISOString().slice(0, 10) : null,
      certificateExpiresOn: row.certificateExpiresOn,
    };
  });
}
