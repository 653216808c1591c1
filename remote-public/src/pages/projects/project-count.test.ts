import { projectCount } from './project-count';

test("'N project(s)': singular only for one", () => {
  expect(projectCount(0)).toBe('0 projects');
  expect(projectCount(1)).toBe('1 project');
  expect(projectCount(2)).toBe('2 projects');
  expect(projectCount(12)).toBe('12 projects');
});
