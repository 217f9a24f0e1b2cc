import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.ts';
import {
  anywhereWordsQuery,
  lookalikeWordsQuery,
  titleWordsQuery,
  type WordMatches,
} from './word-queries.ts';

const terms = (text: string) => searchTermsOf(text)!;
const matches = (found: Partial<WordMatches>): WordMatches => ({
  topicWords: new Set(),
  titleWords: new Set(),
  titleCompletions: [],
  completions: [],
  lookalikes: [],
  ...found,
});

describe('word queries', () => {
  it('asks for the whole words and the completions of the last, never a prefix', () => {
    const found = matches({
      titleWords: new Set(['project']),
      titleCompletions: ['manager', 'management'],
      topicWords: new Set(['project']),
      completions: ['manager'],
    });
    expect(titleWordsQuery(terms('project manag'), found)).toBe(
      "'project':A & ('manager':A | 'management':A)",
    );
    expect(anywhereWordsQuery(terms('project manag'), found)).toBe("'project' & 'manager'");
  });

  it('leaves a short last word after whole words to be checked on the candidates', () => {
    const found = matches({ titleWords: new Set(['leadership']), titleCompletions: [] });
    expect(titleWordsQuery(terms('leadership pe'), found)).toBe("'leadership':A");
    expect(titleWordsQuery(terms('management pe'), found)).toBeNull();
  });

  it('answers null when the vocabulary shows nothing can match', () => {
    const found = matches({ titleWords: new Set(['project']), titleCompletions: [] });
    expect(titleWordsQuery(terms('project zzzz'), found)).toBeNull();
    expect(titleWordsQuery(terms('zzz project'), matches({ titleCompletions: ['project'] }))).toBe(
      null,
    );
    expect(lookalikeWordsQuery(terms('zzzz'), matches({ lookalikes: [[]] }))).toBeNull();
  });

  it('corrects each word it can, and leaves out the words it cannot', () => {
    const found = matches({
      titleWords: new Set(['data']),
      lookalikes: [['data'], ['science', 'sciences'], []],
    });
    expect(lookalikeWordsQuery(terms('data sience qqqq'), found)).toBe(
      "'data':A & ('science':A | 'sciences':A)",
    );
  });

  it('quotes a vocabulary word as it is', () => {
    const found = matches({ titleCompletions: ["o'neil", 'back\\slash'] });
    expect(titleWordsQuery(terms('o'), found)).toBe("('o''neil':A | 'back\\\\slash':A)");
  });
});
