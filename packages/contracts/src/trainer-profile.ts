/**
 * A trainer's profile as buyers meet it before they book: who they are (name and photo), a few
 * words about them, and what they teach. Without zod: the add-topic page reads it to guide a new
 * trainer through their profile before their first topic.
 */
export const trainerProfileItems = ['name', 'profileImage', 'bio', 'skills'] as const;
export type TrainerProfileItem = (typeof trainerProfileItems)[number];

export interface TrainerProfileFacts {
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  skills: readonly string[];
  profileImage: unknown;
}

const filled = (text: string | null) => (text ?? '').trim() !== '';

/** What a trainer's profile still lacks, in the order the guide asks for it. */
export function trainerProfileGaps(profile: TrainerProfileFacts): TrainerProfileItem[] {
  const present: Record<TrainerProfileItem, boolean> = {
    name: filled(profile.firstName) && filled(profile.lastName),
    profileImage: profile.profileImage !== null && profile.profileImage !== undefined,
    bio: filled(profile.bio),
    skills: profile.skills.length > 0,
  };
  return trainerProfileItems.filter((item) => !present[item]);
}

/** What a trainer needs before their first topic; the photo is asked for, and may follow. */
export const requiredTrainerProfileItems: readonly TrainerProfileItem[] = ['name', 'bio', 'skills'];

export function isTrainerProfileReady(gaps: readonly TrainerProfileItem[]): boolean {
  return !gaps.some((item) => requiredTrainerProfileItems.includes(item));
}
