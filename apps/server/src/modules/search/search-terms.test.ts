import { describe, expect, it } from 'vitest';
import { escapeLike, searchTermsOf, stemOf, wordsOf } from './search-terms.ts';

describe('search terms', () => {
  it('keeps letters and digits only, lowercased, without repeats', () => {
    expect(wordsOf("Excel: l'analisi & EXCEL 2024!")).toEqual(['excel', 'l', 'analisi', '2024']);
    expect(wordsOf('Città più sicure')).toEqual(['città', 'più', 'sicure']);
    expect(wordsOf("' | & ! :* <->")).toEqual([]);
  });

  it('builds queries from the words alone, the last one as a prefix, no tsquery syntax', () => {
    const terms = searchTermsOf("  project manag'; drop table x --  ");
    expect(terms?.prefixQuery).toBe("'project' & 'manag' & 'drop' & 'table' & 'x':*");
    expect(terms?.titlePrefixQuery).toBe("'project':A & 'manag':A & 'drop':A & 'table':A & 'x':*A");
    expect(searchTermsOf('excel')?.titlePrefixQuery).toBe("'excel':*A");
    expect(terms?.text).toBe("project manag'; drop table x --");
    expect(searchTermsOf('%%%')).toBeNull();
  });

  it('leaves a short last word out of the index lookup, after whole words', () => {
    expect(searchTermsOf('leadership per manager pe')?.titleWholeWordsQuery).toBe(
      "'leadership':A & 'per':A & 'manager':A",
    );
    expect(searchTermsOf('project manag')?.titleWholeWordsQuery).toBe('');
    expect(searchTermsOf('per')?.titleWholeWordsQuery).toBe('');
  });

  it('takes the first half of words of 4 letters or more as typo stems', () => {
    expect(stemOf('sql')).toBeNull();
    expect(stemOf('exel')).toBe('ex');
    expect(stemOf('negoziazone')).toBe('negoz');
    expect(searchTermsOf('data sience')?.stemQuery).toBe("'da':*A | 'sie':*A");
    expect(searchTermsOf('sql ai')?.stemQuery).toBe('');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(searchTermsOf('50% Off')?.startsWithPattern).toBe('50\\% off%');
  });
});
