import type { MessageSubject } from '@app/contracts/actions/messaging';
import { messageSubjectKinds, type MessageSubjectKind } from '@app/contracts/messaging-rules';

export interface SubjectRef {
  kind: MessageSubjectKind;
  id: number;
}

/** `?about=topic:12`: what the "Send a message" button's page was about, or null. */
export function parseAbout(value: string | null): SubjectRef | null {
  const match = /^([a-z]+):([1-9]\d{0,11})$/.exec(value ?? '');
  if (!match) return null;
  const kind = messageSubjectKinds.find((candidate) => candidate === match[1]);
  return kind ? { kind, id: Number(match[2]) } : null;
}

export function aboutParam(subject: SubjectRef): string {
  return `${subject.kind}:${subject.id}`;
}

const pagePrefix: Record<MessageSubjectKind, string> = {
  topic: '/topic/',
  event: '/event/Q/',
  requirement: '/requirement/',
  quote: '/requirement/',
};

/** The page of a conversation's subject: the server gives its address, or its slug. */
export function subjectPath(subject: MessageSubject): string {
  if (subject.url.startsWith('/')) return subject.url;
  return `${pagePrefix[subject.kind]}${encodeURIComponent(subject.url)}`;
}
