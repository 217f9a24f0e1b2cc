import { expect, type Locator } from '@playwright/test';

/**
 * Types a value into a date field (apps/web/src/shared/forms/date-field.tsx) as a person does:
 * its first part, then the digits, each part moving on when full. The field writes its parts in
 * the page's language, and all five write the day first and the time on the 24-hour clock, so the
 * same digits fit each: "2026-12-15" → 15122026, "09:30" → 0930, "2026-12-15T09:30" → both.
 * `field` is the field's test id element (or anything holding exactly one field).
 */
export async function fillDateField(field: Locator, iso: string): Promise<void> {
  const match = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2}))?$/.exec(iso);
  if (!match) throw new Error(`not a date, time or both: ${iso}`);
  const [, year, month, day, hour, minute] = match;
  const digits = [day, month, year, hour, minute].filter(Boolean).join('');
  const first = field.getByRole('spinbutton').first();
  await first.click();
  await first.page().keyboard.type(digits);
  // The parts read back what was typed (in whatever order the language writes them).
  for (const part of [day, month, year, hour, minute].filter(Boolean)) {
    await expect(field).toContainText(part as string);
  }
}

/** What a date field shows, as ISO text ("2026-12-15", "09:30", "2026-12-15T09:30"); '' while any part is empty. */
export async function readDateField(field: Locator): Promise<string> {
  const parts = await field
    .locator('[role="spinbutton"]')
    .evaluateAll((segments) =>
      Object.fromEntries(
        segments.map((segment) => [
          segment.getAttribute('data-type') ?? '',
          segment.hasAttribute('data-placeholder') ? '' : (segment.textContent ?? ''),
        ]),
      ),
    );
  if (Object.values(parts).some((part) => part === '')) return '';
  const day = parts.year ? `${parts.year}-${parts.month}-${parts.day}` : '';
  const time = parts.hour ? `${parts.hour}:${parts.minute}` : '';
  return day && time ? `${day}T${time}` : day || time;
}
