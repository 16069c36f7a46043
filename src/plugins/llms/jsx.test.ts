/** @jest-environment node */
import {attributeValue, constantOfModule, evaluateLiteral, NOT_LITERAL, parseJsxElement} from './jsx';

describe('parseJsxElement', () => {
  it('reads a self-closing element spanning lines, with string, expression and bare attributes', () => {
    const text = 'before <Demo\n  hideToolbar\n  file="./demos/A.tsx"\n  height={300}\n/> after';
    const element = parseJsxElement(text, text.indexOf('<'))!;
    expect(element.name).toBe('Demo');
    expect(attributeValue(element, 'file')).toBe('./demos/A.tsx');
    expect(attributeValue(element, 'hideToolbar')).toBe(true);
    expect(attributeValue(element, 'height')).toBe(300);
    expect(text.slice(element.end)).toBe(' after');
  });

  it('finds the closing tag past nested elements of the same name, and braces holding `>` or quotes', () => {
    const text = '<Box a={{b: "}>"}}>x <Box>y</Box> <Box /> z</Box>!';
    const element = parseJsxElement(text, 0)!;
    expect(element.children).toBe('x <Box>y</Box> <Box /> z');
    expect(text.slice(element.end)).toBe('!');
  });

  it('gives up on an unclosed element or text that is not a tag', () => {
    expect(parseJsxElement('<Box>never closed', 0)).toBeUndefined();
    expect(parseJsxElement('< Box />', 0)).toBeUndefined();
  });
});

describe('evaluateLiteral', () => {
  it('evaluates object and array literals exactly', () => {
    expect(evaluateLiteral("[{comment: 'Pro, adds ranges', packages: ['@mui/x-date-pickers-pro', \"dayjs\"]}]")).toEqual([
      {comment: 'Pro, adds ranges', packages: ['@mui/x-date-pickers-pro', 'dayjs']},
    ]);
    expect(evaluateLiteral('-1')).toBe(-1);
  });

  it('looks identifiers up in the scope, and refuses what needs running code', () => {
    expect(evaluateLiteral('api', {api: {name: 'DataGrid'}})).toEqual({name: 'DataGrid'});
    expect(evaluateLiteral('unknown')).toBe(NOT_LITERAL);
    expect(evaluateLiteral('compute()')).toBe(NOT_LITERAL);
  });

  it('reads a module constant, leaving out properties that are not literals', () => {
    const source = "const ICON = <svg />;\nexport const PRODUCTS: Product[] = [{name: 'Charts', icon: <ChartIcon />, packages: [{name: '@mui/x-charts', plan: 'community'}]}];";
    expect(constantOfModule(source, 'PRODUCTS')).toEqual([{name: 'Charts', packages: [{name: '@mui/x-charts', plan: 'community'}]}]);
    expect(constantOfModule(source, 'MISSING')).toBe(NOT_LITERAL);
  });
});
