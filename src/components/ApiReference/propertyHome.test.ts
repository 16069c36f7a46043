import {isPropertyHome} from './propertyHome';

describe('isPropertyHome', () => {
  const tieredPro = [{plan: undefined}, {plan: 'pro' as const}];

  it('gives a plan-tiered page only the properties of its own plan', () => {
    expect(isPropertyHome('pro', tieredPro, {plan: 'pro'})).toBe(true);
    expect(isPropertyHome('pro', tieredPro, {plan: undefined})).toBe(false);
    expect(isPropertyHome('premium', [...tieredPro, {plan: 'premium'}], {plan: 'pro'})).toBe(false);
  });

  it('gives the community page all its properties', () => {
    expect(isPropertyHome(undefined, [{plan: undefined}], {plan: undefined})).toBe(true);
  });

  it('gives an interface page with per-member plans all its members', () => {
    expect(isPropertyHome(undefined, tieredPro, {plan: 'pro'})).toBe(true);
    expect(isPropertyHome(undefined, tieredPro, {plan: undefined})).toBe(true);
  });

  it('gives a paid page without tiers (DateRangePicker) all its props', () => {
    expect(isPropertyHome('pro', [{plan: undefined}, {plan: undefined}], {plan: undefined})).toBe(true);
  });
});
