// hclc: HCL v2 in WebAssembly. `parse` is a drop-in for @cdktf/hcl2json's.

/** A diagnostic as hcldec's JSON writes it: a position is 1-based line and column, 0-based byte. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  summary: string;
  detail?: string;
  subject?: {
    filename: string;
    start: { line: number; column: number; byte: number };
    end: { line: number; column: number; byte: number };
  };
}

/** Thrown (or rejected with) when the input has errors; `message` is the first one's. */
export declare class HclError extends Error {
  readonly diagnostics: Diagnostic[];
}

/** A reference, as @cdktf/hcl2json's getReferencesInExpression reports it. */
export interface Reference {
  value: string;
  startPosition: number;
  endPosition: number;
}

/** Which functions an expression may call: HCL's standard library (the default) or Terraform's too. */
export interface FunctionOptions {
  functions?: 'standard' | 'terraform';
}

/** The functions, synchronous, usable once `init()` has resolved. */
export interface SyncApi {
  /** The JSON @cdktf/hcl2json's parse returns; throws an Error with its message for invalid HCL. */
  parse(filename: string, contents: string): Record<string, any>;
  /** As @cdktf/hcl2json's: the references in a Terraform string ("${var.a}-x"), with byte offsets. */
  getReferencesInExpression(filename: string, expression: string): Reference[];
  /** `hclc json`: the file in HCL's JSON syntax (text). */
  toJSONSyntax(text: string, filename?: string): string;
  /** `hclc fmt`: the file formatted as hclfmt does. */
  format(text: string, filename?: string): string;
  /** `hclc eval`: an expression's value (as JSON: numbers, strings, booleans, null, arrays, objects). */
  evaluate(expression: string, variables?: Record<string, unknown>, options?: FunctionOptions): unknown;
  /** `hclc dec`: a file decoded by an hcldec spec. */
  decode(text: string, spec: string, variables?: Record<string, unknown>, options?: FunctionOptions): unknown;
}

/** Loads and compiles the WebAssembly module (once); resolves to the synchronous API. */
export declare function init(): Promise<SyncApi>;
/** The synchronous API (throws until `init()` has resolved). */
export declare const sync: SyncApi;

export declare function parse(filename: string, contents: string): Promise<Record<string, any>>;
/**
 * As @cdktf/hcl2json's (Node only): the `.tf` files of a folder parsed as one
 * file, with the values of its `.tf.json` files merged in; `{}` when it has neither.
 */
export declare function convertFiles(workingDirectory: string): Promise<Record<string, any>>;
export declare function getReferencesInExpression(filename: string, expression: string): Promise<Reference[]>;
export declare function toJSONSyntax(text: string, filename?: string): Promise<string>;
export declare function format(text: string, filename?: string): Promise<string>;
export declare function evaluate(expression: string, variables?: Record<string, unknown>, options?: FunctionOptions): Promise<unknown>;
export declare function decode(text: string, spec: string, variables?: Record<string, unknown>, options?: FunctionOptions): Promise<unknown>;

declare const hclc: {
  init: typeof init;
  sync: SyncApi;
  HclError: typeof HclError;
  parse: typeof parse;
  convertFiles: typeof convertFiles;
  getReferencesInExpression: typeof getReferencesInExpression;
  toJSONSyntax: typeof toJSONSyntax;
  format: typeof format;
  evaluate: typeof evaluate;
  decode: typeof decode;
};
export default hclc;
