/** @jest-environment node */
import {isCommonCandidate} from '.';

const chunk = (name: string | null, initial = false) => ({name, canBeInitial: () => initial});

it('counts the route chunks Docusaurus names towards the common chunk', () => {
  expect(isCommonCandidate(chunk('972d9d57'))).toBe(true);
});

it('leaves out the anonymous chunks of demos and the entry chunks', () => {
  expect(isCommonCandidate(chunk(null))).toBe(false);
  expect(isCommonCandidate(chunk('main', true))).toBe(false);
});
