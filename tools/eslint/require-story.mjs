// ESLint rule `design-system/require-story` (eslint.config.mjs, docs/design-system.md): every
// component a design-system file exports (a function named in PascalCase) appears in the Storybook
// stories beside it, `<file>.stories.tsx`, so no component of the design system goes unseen.
import { existsSync, readFileSync } from 'node:fs';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** The names of the functions a module exports that look like components. */
function exportedComponents(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) continue;
    const declaration = node.declaration;
    if (declaration.type === 'FunctionDeclaration' && declaration.id && PASCAL.test(declaration.id.name)) names.push([declaration.id.name, declaration]);
    if (declaration.type === 'VariableDeclaration')
      for (const variable of declaration.declarations)
        if (variable.id.type === 'Identifier' && PASCAL.test(variable.id.name) && /FunctionExpression$/.test(variable.init?.type ?? ''))
          names.push([variable.id.name, variable]);
  }
  return names;
}

export const requireStory = {
  meta: {
    type: 'problem',
    docs: { description: 'Every exported component of the design system has a story beside it' },
    schema: [],
    messages: {
      noStories: '{{name}} has no story: add {{stories}} beside it, with a story for each of its states (docs/design-system.md).',
      notInStories: '{{name}} appears in none of the stories of {{stories}} (docs/design-system.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const stories = file.replace(/\.tsx$/, '.stories.tsx');
    const shown = existsSync(stories) ? readFileSync(stories, 'utf8') : null;
    const storiesName = stories.split('/').pop();
    return {
      'Program:exit'(program) {
        for (const [name, node] of exportedComponents(program)) {
          if (shown === null) context.report({ node, messageId: 'noStories', data: { name, stories: storiesName } });
          else if (!new RegExp(`\\b${name}\\b`).test(shown)) context.report({ node, messageId: 'notInStories', data: { name, stories: storiesName } });
        }
      },
    };
  },
};

export default { rules: { 'require-story': requireStory } };
