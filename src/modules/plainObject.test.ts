import {isPlainObject} from './plainObject';

it.each([[{}], [{a: 1}], [JSON.parse('{"__proto__": {"x": 1}}')]])('takes %p for an object of fields', (value) => {
  expect(isPlainObject(value)).toBe(true);
});

it.each([[null], [undefined], [[]], [[{}]], ['{}'], [1], [true]])('refuses %p', (value) => {
  expect(isPlainObject(value)).toBe(false);
});
