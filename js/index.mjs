// hclc for Node (ES modules): the same API as index.js.
import hclc from './index.js';

export default hclc;
export const { init, sync, HclError, parse, convertFiles, getReferencesInExpression, getExpressionAst, toJSONSyntax, format, evaluate, decode } = hclc;
