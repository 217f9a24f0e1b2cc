import { describe, expect, it } from 'vitest';
import { appPath, groupSuggestions, personText } from './suggestion-items.ts';

describe('suggestion links', () => {
  it('keeps app paths and drops anything pointing elsewhere', () => {
    expect(appPath('/topic/excel-base')).toBe('/topic/excel-base');
    expect(appPath('https://evil.example/x')).toBe('/');
    expect(appPath('//evil.example/x')).toBe('/');
    expect(appPath('javascript:alert(1)')).toBe('/');
    expect(appPath('topic/x')).toBe('/');
  });

  it('numbers the suggestions across groups in the order shown, leaving out empty groups', () => {
    const groups = groupSuggestions({
      status: true,
      topicDetail: [{ topic: 'Excel', url: '/topic/excel' }],
      user: [{ username: 'mario_rossi', name: 'Mario Rossi', url: '/mario_rossi' }],
      requirement: [],
      event: [{ topic: 'Excel day', url: '/event/Q/excel-day' }],
    });
    expect(groups.map((group) => group.group)).toEqual(['topics', 'trainers', 'events']);
    expect(groups.flatMap((group) => group.items.map((item) => [item.index, item.href]))).toEqual([
      [0, '/topic/excel'],
      [1, '/mario_rossi'],
      [2, '/event/Q/excel-day'],
    ]);
  });

  it('names a trainer by their name with the handle after it, never the handle twice', () => {
    expect(personText({ username: 'giulia_bianchi', name: 'Giulia Bianchi' })).toEqual({
      label: 'Giulia Bianchi',
      detail: '@giulia_bianchi',
    });
    expect(personText({ username: 'tobia_x', name: 'tobia_x' })).toEqual({ label: 'tobia_x' });
    expect(personText({ username: 'tobia_x', name: ' ' })).toEqual({ label: 'tobia_x' });
  });
});
