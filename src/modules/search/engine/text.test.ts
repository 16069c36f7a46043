import {hanTerms, shardKey, stem, termsOf, wordsOf} from './text';

test('words are lowercased with their place in the text, identifiers kept whole', () => {
  expect(wordsOf('Use processRowUpdate, then v7.')).toEqual([
    {word: 'use', start: 0, length: 3},
    {word: 'processrowupdate', start: 4, length: 16},
    {word: 'then', start: 22, length: 4},
    {word: 'v7', start: 27, length: 2},
  ]);
});

test('index terms are stems without stop words', () => {
  expect(termsOf('Grouping the pinned rows')).toEqual(['group', 'pin', 'row']);
  // Identifiers with digits or underscores are not stemmed.
  expect(stem('v7')).toBe('v7');
  expect(stem('row_ids')).toBe('row_ids');
});

test('Chinese runs become overlapping pairs; a lone character stays itself', () => {
  expect(hanTerms('许可证')).toEqual(['许可', '可证']);
  expect(hanTerms('表')).toEqual(['表']);
  expect(termsOf('设置许可证 key')).toEqual(['设置', '置许', '许可', '可证', 'key']);
});

test('a term and every term it is a prefix of share a shard', () => {
  expect(shardKey('group')).toBe('gr');
  expect(shardKey('grouping')).toBe(shardKey('gr'));
  expect(shardKey('g')).toBe('g_');
  expect(shardKey('许可')).toBe(shardKey('许'));
  expect(shardKey('许可')).toMatch(/^u[0-9a-z]+$/);
});
