// The package's API over the WebAssembly module, for every environment: Node's
// index.js and the browser's browser.js give it Emscripten's factory and a way
// to get the module's bytes. Nothing here touches Node's APIs.
(function (root, define) {
  if (typeof module === 'object' && module.exports) module.exports = define();
  else root.hclcCore = define();
})(typeof self !== 'undefined' ? self : this, function () {
  'use strict';

  // Larger inputs are refused (RangeError) rather than left to exhaust the
  // module's 2 GB: parsing takes some 30 bytes of memory per input byte.
  const MAX_INPUT_CHARS = 32 * 1024 * 1024;
  // After a call leaves the memory larger than this, the next call starts a
  // fresh instance, so that one huge input does not hold memory for good.
  const RESET_MEMORY_BYTES = 512 * 1024 * 1024;

  // The error JavaScript sees for diagnostics: the first error's message,
  // and every diagnostic (hcldec's JSON: severity, summary, detail, range).
  class HclError extends Error {
    constructor(message, diagnostics) {
      super(message);
      this.name = 'HclError';
      this.diagnostics = diagnostics || [];
    }
  }

  function hasLoneSurrogate(text) {
    if (typeof text.isWellFormed === 'function') return !text.isWellFormed();
    return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
  }

  function checkText(fn, name, value) {
    if (typeof value !== 'string')
      throw new TypeError(`hclc.${fn}: ${name} must be a string, not ${value === null ? 'null' : typeof value}`);
    if (value.length > MAX_INPUT_CHARS)
      throw new RangeError(`hclc.${fn}: ${name} is ${value.length} characters long; the limit is ${MAX_INPUT_CHARS}`);
    if (hasLoneSurrogate(value))
      throw new RangeError(`hclc.${fn}: ${name} is not valid Unicode (it holds a lone UTF-16 surrogate)`);
  }

  function variablesJson(fn, variables) {
    if (variables === undefined || variables === null) return '';
    if (typeof variables !== 'object' || Array.isArray(variables))
      throw new TypeError(`hclc.${fn}: variables must be an object, not ${Array.isArray(variables) ? 'an array' : typeof variables}`);
    let json;
    try {
      json = JSON.stringify(variables);
    } catch (e) {
      throw new TypeError(`hclc.${fn}: variables cannot be written as JSON (${e.message})`);
    }
    checkText(fn, 'variables (as JSON)', json);
    return json;
  }

  function functionsFlag(fn, options) {
    if (options === undefined || options === null) return 0;
    if (typeof options !== 'object') throw new TypeError(`hclc.${fn}: options must be an object`);
    const functions = options.functions;
    if (functions === undefined || functions === null || functions === 'standard') return 0;
    if (functions === 'terraform') return 1;
    throw new RangeError(`hclc.${fn}: options.functions must be "standard" or "terraform", not ${JSON.stringify(functions)}`);
  }

  function createApi(createModule, loadBinary) {
    let compiled = null; // the WebAssembly.Module, compiled once
    let instance = null; // Emscripten's module object, usable
    let starting = null; // the promise of init()

    // A new instance of the compiled module, made synchronously, so that a
    // trap in one call costs the next call only this.
    function instantiate() {
      const moduleObject = {
        print() {},
        printErr() {},
        instantiateWasm(imports, receive) {
          receive(new WebAssembly.Instance(compiled, imports), compiled);
          return {};
        },
      };
      // The factory's promise is settled by then; an abort later would
      // reject it again, unobserved.
      const started = createModule(moduleObject);
      if (started && typeof started.catch === 'function') started.catch(() => {});
      if (typeof moduleObject._hclc_parse !== 'function') throw new Error('hclc: the WebAssembly module did not start');
      const encoder = new TextEncoder();
      const decoder = new TextDecoder('utf-8');
      return { m: moduleObject, encoder, decoder };
    }

    function ready() {
      if (!compiled) throw new Error('hclc: call `await init()` before the synchronous functions');
      if (!instance) instance = instantiate();
      return instance;
    }

    // Runs a bridge function with texts written into the module's memory;
    // returns its JSON answer, parsed. A trap (or an allocation that fails)
    // discards the instance and is rethrown.
    function call(name, texts, extra) {
      const current = ready();
      const m = current.m;
      const pointers = [];
      try {
        const args = [];
        for (const text of texts) {
          const capacity = text.length * 3 + 1;
          const pointer = m._malloc(capacity);
          if (!pointer) throw new RangeError('hclc: out of memory for the input');
          pointers.push(pointer);
          const written = current.encoder.encodeInto(text, m.HEAPU8.subarray(pointer, pointer + capacity)).written;
          args.push(pointer, written);
        }
        m['_hclc_' + name](...args, ...(extra || []));
        for (const pointer of pointers) m._free(pointer);
        pointers.length = 0;
        const data = m._hclc_result_data();
        const size = m._hclc_result_size();
        const answer = JSON.parse(current.decoder.decode(m.HEAPU8.subarray(data, data + size)));
        if (size > 1024 * 1024) m._hclc_result_clear();
        if (m.HEAPU8.length > RESET_MEMORY_BYTES) instance = null;
        return answer;
      } catch (e) {
        // Whatever went wrong inside (a trap, an abort, an exception that
        // escaped), this instance is not trusted again.
        instance = null;
        // The engine's own stack (on which WebAssembly's calls run too) is
        // smaller than the module's, whose budget the parsers measure: very
        // deep nesting can exhaust it first.
        if (e instanceof RangeError && /call stack/i.test(e.message)) {
          throw new HclError(`hclc: the input is nested too deeply for the JavaScript engine's stack (${e.message})`, []);
        }
        if (e instanceof RangeError) throw e;
        const what = e instanceof Error ? e.message : `a C++ exception (${String(e)})`;
        throw new Error(`hclc: the WebAssembly module failed (${what}); the next call starts a fresh one`);
      }
    }

    // The bridge's diagnostics are hcldec's JSON document: {"diagnostics": […]}.
    function diagnosticsOf(answer) {
      return (answer.diagnostics && answer.diagnostics.diagnostics) || [];
    }

    function valueOrThrow(answer) {
      if ('value' in answer) return answer.value;
      throw new HclError(answer.error, diagnosticsOf(answer));
    }

    const sync = {
      parse(filename, contents) {
        checkText('parse', 'filename', filename);
        checkText('parse', 'contents', contents);
        const answer = call('parse', [filename, contents]);
        if ('value' in answer) return answer.value;
        const error = new Error(answer.error);
        error.diagnostics = diagnosticsOf(answer);
        throw error;
      },
      getReferencesInExpression(filename, expression) {
        checkText('getReferencesInExpression', 'filename', filename);
        checkText('getReferencesInExpression', 'expression', expression);
        return valueOrThrow(call('references', [filename, expression]));
      },
      // @cdktf/hcl2json's getExpressionAst: the expression's syntax tree; an
      // Error with that package's message for one that does not parse.
      getExpressionAst(filename, expression) {
        checkText('getExpressionAst', 'filename', filename);
        checkText('getExpressionAst', 'expression', expression);
        const answer = call('expression_ast', [filename, expression]);
        if ('value' in answer) return answer.value;
        const error = new Error(`getExpressionAst errors on input string '${expression}': ${answer.error} `);
        error.diagnostics = diagnosticsOf(answer);
        throw error;
      },
      toJSONSyntax(text, filename = 'input.hcl') {
        checkText('toJSONSyntax', 'text', text);
        checkText('toJSONSyntax', 'filename', filename);
        return valueOrThrow(call('to_json_syntax', [filename, text]));
      },
      format(text, filename = 'input.hcl') {
        checkText('format', 'text', text);
        checkText('format', 'filename', filename);
        return valueOrThrow(call('format', [filename, text]));
      },
      evaluate(expression, variables, options) {
        checkText('evaluate', 'expression', expression);
        const vars = variablesJson('evaluate', variables);
        return valueOrThrow(call('evaluate', [expression, vars], [functionsFlag('evaluate', options)]));
      },
      decode(text, spec, variables, options) {
        checkText('decode', 'text', text);
        checkText('decode', 'spec', spec);
        const vars = variablesJson('decode', variables);
        return valueOrThrow(call('decode', [text, spec, vars], [functionsFlag('decode', options)]));
      },
    };

    async function init() {
      if (!starting) {
        starting = (async () => {
          const bytes = await loadBinary();
          compiled = await WebAssembly.compile(bytes);
          ready();
          return sync;
        })();
        starting.catch(() => {
          starting = null;
        });
      }
      return starting;
    }

    // The asynchronous functions start the module on first use.
    const api = { init, sync, HclError };
    for (const name of Object.keys(sync)) {
      api[name] = async (...args) => {
        await init();
        return sync[name](...args);
      };
    }
    return api;
  }

  return { createApi, HclError };
});
