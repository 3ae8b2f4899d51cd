// hclc.hcl2_v7's writing half: python-hcl2 7's `reverse_transform`, `writes`
// and `Builder`. 7.3.1 turns a dict into a lark tree and reconstructs text
// from it, deciding each space by the rule and terminal of the token before
// and the token at hand; a `"${…}"` string is parsed by its grammar and its
// tokens re-spaced the same way (the brackets, list commas, `?` and `:`
// regenerated, the rest as written). This writer makes the same token stream
// and applies the same spacing decisions, in Python (the text is small and
// the work is string building); its source is run at the first write, so
// that `import hclc` imports no module of the standard library (it needs
// `re`). tests/python/test_hcl2_v7_writing.py holds it to 7.3.1's text.
#include "hcl2_v7_write.h"

#include <pybind11/eval.h>

namespace py = pybind11;

namespace hclc_python {

namespace {

// The writer: _written_text(dict) gives the text, _WriteError is what it raises.
constexpr const char* kWriterSource = R"PY(
import re as _re

_START_LINE = "__start_line__"
_END_LINE = "__end_line__"
_META_KEYS = (_START_LINE, _END_LINE)
_SPACED_TERMINALS = frozenset(("IF", "IN", "FOR", "FOR_EACH", "FOR_OBJECT_ARROW", "COLON", "QMARK", "BINARY_OP"))
_OPERATOR_RULES = ("conditional", "binary_operator")
_FOR_RULES = ("for_object_expr", "for_cond", "for_intro")
_LIST_COMMA_RULES = ("tuple_comma", "arguments_comma")
_SPACED_AFTER_LIST_COMMA = frozenset(("DBLQUOTE", "DECIMAL", "NAME", "NEGATIVE_DECIMAL"))
_KEYWORD_TERMINALS = {"if": "IF", "in": "IN", "for": "FOR", "for_each": "FOR_EACH"}
_BINARY_OPERATORS = ("==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%")
_NAME = _re.compile(r"[a-zA-Z_][a-zA-Z0-9_-]*")
_NUMBER = _re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_HEREDOC = _re.compile(r"<<(-?)([a-zA-Z][a-zA-Z0-9._-]+)\n?(?:.|\n)*?\n\s*\2\n")
_INTERPOLATED_SPAN = _re.compile(r"\$\{(.*)}")


class _WriteError(ValueError, RuntimeError):
    """A dict 7's writer cannot write: a ValueError naming the place (and a RuntimeError, as 7.3.1 raises)."""


class _ExpressionSyntaxError(Exception):
    pass


class _ExpressionTokens:
    """The tokens python-hcl2 7's writer emits for the text of one `${...}` value, each as
    (rule, terminal, text): the tokens its grammar keeps as written, and the ones it
    regenerates (brackets, commas of lists and arguments, `?`, `:`) as it regenerates them."""

    def __init__(self, text):
        self.text = text
        self.at = 0
        self.tokens = []

    def fail(self):
        raise _ExpressionSyntaxError(f"not an expression python-hcl2 7 reads: {self.text!r} at {self.at}")

    def skip_blanks(self):
        while self.at < len(self.text) and self.text[self.at] in " \t":
            self.at += 1

    def peek(self, literal):
        self.skip_blanks()
        return self.text.startswith(literal, self.at)

    def emit(self, rule, terminal, text):
        self.tokens.append((rule, terminal, text, False))

    def expect(self, literal, rule, terminal):
        if not self.peek(literal):
            self.fail()
        self.at += len(literal)
        self.emit(rule, terminal, literal)

    def name(self):
        self.skip_blanks()
        match = _NAME.match(self.text, self.at)
        if not match:
            self.fail()
        self.at = match.end()
        return match.group()

    def identifier(self, word=None):
        word = word if word is not None else self.name()
        self.emit("identifier", _KEYWORD_TERMINALS.get(word, "NAME"), word)

    def whole(self):
        self.expression()
        self.skip_blanks()
        if self.at != len(self.text):
            self.fail()
        return self.tokens

    def expression(self):
        self.operation()
        if self.peek("?"):
            self.at += 1
            self.emit("conditional", "QMARK", "?")
            self.expression()
            if not self.peek(":") or self.peek("::"):
                self.fail()
            self.at += 1
            self.emit("conditional", "COLON", ":")
            self.expression()

    def binary_operator(self):
        self.skip_blanks()
        for operator in _BINARY_OPERATORS:
            if self.text.startswith(operator, self.at):
                return operator
        return None

    def operation(self):
        self.unary()
        while True:
            operator = self.binary_operator()
            if operator is None:
                return
            self.at += len(operator)
            self.emit("binary_operator", "BINARY_OP", operator)
            self.unary()

    def unary(self):
        self.skip_blanks()
        if self.text.startswith("-", self.at) and not _NUMBER.match(self.text, self.at):
            self.at += 1
            self.emit("unary_op", "MINUS", "-")
            self.term()
        elif self.text.startswith("!", self.at):
            self.at += 1
            self.emit("unary_op", "BANG", "!")
            self.term()
        else:
            self.term()

    def term(self):
        self.primary()
        while True:
            if self.peek(".*"):
                self.at += 2
                self.emit("attr_splat", "ATTR_SPLAT", ".*")
                while self.peek(".") and not self.peek(".*") and not self.peek("..."):
                    self.at += 1
                    self.emit("get_attr", "DOT", ".")
                    self.identifier()
            elif self.peek("[*]"):
                self.at += 3
                self.emit("full_splat", "FULL_SPLAT", "[*]")
            elif self.peek("...") or not (self.peek(".") or self.peek("[")):
                return
            elif self.peek("["):
                self.at += 1
                self.emit("index", "LSQB", "[")
                self.expression()
                self.expect("]", "index", "RSQB")
            else:
                self.at += 1
                self.emit("get_attr", "DOT", ".")
                self.skip_blanks()
                digits = _re.compile(r"[0-9]+").match(self.text, self.at)
                if digits:
                    self.at = digits.end()
                    self.emit("index", "DECIMAL", digits.group())
                else:
                    self.identifier()

    def primary(self):
        self.skip_blanks()
        text, at = self.text, self.at
        if at >= len(text):
            self.fail()
        char = text[at]
        number = _NUMBER.match(text, at)
        if number:
            self.at = number.end()
            self.emit("literal", "NEGATIVE_DECIMAL" if char == "-" else "DECIMAL", number.group())
        elif char == "(":
            self.at += 1
            self.emit("expr_term", "LPAR", "(")
            self.expression()
            self.expect(")", "expr_term", "RPAR")
        elif char == '"':
            self.string()
        elif text.startswith("<<", at):
            heredoc = _HEREDOC.match(text, at)
            if not heredoc:
                self.fail()
            self.at = heredoc.end()
            self.emit("heredoc_template", "HEREDOC", heredoc.group())
        elif char == "[":
            self.at += 1
            self.skip_blanks()
            word = _NAME.match(text, self.at)
            if word and word.group() == "for":
                self.emit("for_tuple_expr", "LSQB", "[")
                self.for_intro()
                self.expression()
                self.for_cond()
                self.expect("]", "for_tuple_expr", "RSQB")
            else:
                self.emit("tuple", "LSQB", "[")
                commas = []
                while not self.peek("]"):
                    self.expression()
                    commas.append(len(self.tokens))
                    if not self.peek("]"):
                        self.expect(",", "tuple_comma", "COMMA")
                        self.tokens.pop()
                self.regenerate_tuple_commas(commas)
                self.expect("]", "tuple", "RSQB")
        elif char == "{":
            self.at += 1
            self.skip_blanks()
            word = _NAME.match(text, self.at)
            if word and word.group() == "for":
                self.emit("for_object_expr", "LBRACE", "{")
                self.for_intro()
                self.expression()
                self.expect("=>", "for_object_expr", "FOR_OBJECT_ARROW")
                self.expression()
                if self.peek("..."):
                    self.expect("...", "for_object_expr", "ELLIPSIS")
                self.for_cond()
                self.expect("}", "for_object_expr", "RBRACE")
            else:
                self.emit("object", "LBRACE", "{")
                self.object_elements()
                self.expect("}", "object", "RBRACE")
        else:
            word = self.name()
            if self.peek("::"):
                self.identifier(word)
                for _ in range(2):
                    self.expect("::", "colons", "COLONS")
                    self.identifier()
                self.arguments()
            elif self.peek("("):
                self.identifier(word)
                self.arguments()
            else:
                self.identifier(word)

    def regenerate_tuple_commas(self, ends):
        """A comma between elements (python-hcl2 7 writes one after the last too, or not, by the hash seed)."""
        for end in reversed(ends[:-1]):
            self.tokens.insert(end, ("tuple_comma", "COMMA", ",", False))

    def arguments(self):
        self.expect("(", "function_call", "LPAR")
        first = True
        while not self.peek(")"):
            if not first:
                self.expect(",", "arguments_comma", "COMMA")
                if self.peek(")"):
                    self.tokens.pop()
                    break
            self.expression()
            first = False
            if self.peek("..."):
                self.at += 3
        self.expect(")", "function_call", "RPAR")

    def object_elements(self):
        while not self.peek("}"):
            self.skip_blanks()
            if self.peek("("):
                self.at += 1
                self.emit("object_elem_key_expression", "LPAR", "(")
                self.expression()
                self.expect(")", "object_elem_key_expression", "RPAR")
            elif self.peek('"'):
                self.string()
            else:
                number = _NUMBER.match(self.text, self.at)
                if number:
                    self.at = number.end()
                    self.emit("literal", "NEGATIVE_DECIMAL" if number.group()[0] == "-" else "DECIMAL",
                              number.group())
                else:
                    self.identifier()
                    key_end = self.at
                    while self.peek(".") and not self.peek(".."):
                        self.expect(".", "object_elem_key_dot_accessor", "DOT")
                        self.identifier()
                        key_end = self.at
                    self.at = key_end
            separator = _re.compile(r"[ \t]*=(?![=>])").match(self.text, self.at)
            if separator:
                self.at = separator.end()
                self.emit("object_elem", "EQ", separator.group())
            else:
                self.expect(":", "object_elem", "COLON")
            self.expression()
            if self.peek(","):
                self.expect(",", "object", "COMMA")

    def for_intro(self):
        self.expect("for", "for_intro", "FOR")
        self.identifier()
        if self.peek(","):
            self.expect(",", "for_intro", "COMMA")
            self.identifier()
        self.expect("in", "for_intro", "IN")
        self.expression()
        if self.peek("::") or not self.peek(":"):
            self.fail()
        self.expect(":", "for_intro", "COLON")

    def for_cond(self):
        self.skip_blanks()
        word = _NAME.match(self.text, self.at)
        if word and word.group() == "if":
            self.expect("if", "for_cond", "IF")
            self.expression()

    def string(self):
        self.expect('"', "string", "DBLQUOTE")
        text = self.text
        while True:
            if self.at >= len(text):
                self.fail()
            if text[self.at] == '"':
                self.at += 1
                self.emit("string", "DBLQUOTE", '"')
                return
            escaped = _re.compile(r"\$\$\{[^}]*\}").match(text, self.at)
            if escaped:
                self.at = escaped.end()
                self.emit("string_part", "ESCAPED_INTERPOLATION", escaped.group())
            elif text.startswith("${", self.at):
                self.at += 2
                self.emit("interpolation", "INTERP_START", "${")
                self.expression()
                self.expect("}", "interpolation", "RBRACE")
            else:
                characters = _re.compile(r'(?:(?!\$\$\{)(?!\$\{)[^"\\]|\\.|(?:\$(?!\$?\{)))+').match(text, self.at)
                if not characters:
                    self.fail()
                self.at = characters.end()
                self.emit("string_part", "STRING_CHARS", characters.group())


def _interpolation_end(text, start):
    """Where the `${…}` or `$${…}` starting at `start` ends (its nested braces each opened by `${`), or -1."""
    at = start + 1
    if text.startswith("$", at):
        at += 1
    if not text.startswith("{", at):
        return -1
    at += 1
    while at < len(text):
        char = text[at]
        if char == "}":
            return at + 1
        if char == "{":
            return -1
        if char == "$":
            end = _interpolation_end(text, at)
            at = end if end != -1 else at + 1
        else:
            at += 1
    return -1


def _string_parts(text):
    """A string's text split into plain runs and `${…}`/`$${…}` spans, as python-hcl2 7's writer splits it."""
    parts, plain_from, at = [], 0, 0
    while at < len(text):
        end = _interpolation_end(text, at) if text[at] == "$" else -1
        if end == -1:
            at += 1
            continue
        if at > plain_from:
            parts.append(text[plain_from:at])
        parts.append(text[at:end])
        plain_from = at = end
    if plain_from < len(text):
        parts.append(text[plain_from:])
    return parts


def _is_wrapped_expression(text):
    """Whether a string is one `${…}` expression as a whole (python-hcl2 7 writes it unquoted)."""
    if not text.startswith("${") or not text.endswith("}"):
        return False
    depth = 0
    for match in _re.finditer(r"\$?\{|}", text):
        depth += -1 if match.group() == "}" else 1
        if depth == 0 and match.end() != len(text):
            return False
    return True


def _unquote_interpolations(text):
    return _INTERPOLATED_SPAN.sub(lambda match: match.group(0).replace('\\"', '"'), text)


def _escaped_string(text):
    if text.strip().startswith("<<"):
        return _unquote_interpolations(text)
    for character, escape in (("\\", "\\\\"), ('"', '\\"'), ("\n", "\\n"), ("\r", "\\r"), ("\t", "\\t"),
                              ("\b", "\\b"), ("\f", "\\f")):
        text = text.replace(character, escape)
    return _unquote_interpolations(text)


def _place(path):
    return "data" + "".join(f"[{step!r}]" for step in path)


def _newline(level):
    return ("new_line_or_comment", "NL_OR_COMMENT", "\n" + "  " * level, False)


class _Writer:
    def __init__(self):
        self.tokens = []

    def emit(self, rule, terminal, text, block_label=False):
        self.tokens.append((rule, terminal, text, block_label))

    @staticmethod
    def is_block(value):
        for _ in range(1000):  # a list or dict may hold itself
            if isinstance(value, list):
                if not value:
                    return False
                value = value[0]
            elif isinstance(value, dict):
                if _START_LINE in value or _END_LINE in value:
                    return True
                if not value:
                    return False
                value = next(iter(value.values()))
            else:
                return False
        raise RecursionError("a block's first value nested too deep")

    @staticmethod
    def block_labels(block, path):
        labels = []
        while isinstance(block, dict) and len(block) == 1:
            label, body = next(iter(block.items()))
            if not isinstance(body, dict):
                raise _WriteError(f"cannot write {_place(path)} as HCL: a block's body is not a dict")
            labels.append(label)
            if len(labels) > 1000:  # a dict may hold itself
                raise RecursionError("block labels nested too deep")
            path = path + [label]
            block = body
            if _START_LINE in block or _END_LINE in block:
                break
        if not isinstance(block, dict):
            raise _WriteError(f"cannot write {_place(path)} as HCL: a block is not a dict")
        return labels, block, path

    def name(self, name, path):
        if not isinstance(name, str):
            raise _WriteError(f"cannot write {_place(path)} as HCL: a key is not a str")
        self.emit("identifier", "NAME", name)

    def body(self, body, level, path):
        ends_with_newline = False
        if level > 0 and len(body) > 2:
            self.tokens.append(_newline(level))
        for key, value in body.items():
            if key in _META_KEYS:
                continue
            self.name(key, path + [key])
            if self.is_block(value):
                self.tokens.pop()
                for index, block in enumerate(value):
                    labels, block_body, block_path = self.block_labels(block, path + [key, index])
                    self.name(key, path + [key])
                    for label in labels:
                        self.label(label, level, block_path)
                    self.emit("block", "LBRACE", "{")
                    self.body(block_body, level + 1, block_path)
                    self.emit("block", "RBRACE", "}")
                    self.tokens.append(_newline(level - 1))
                    self.tokens.append(_newline(level))
                    ends_with_newline = 2
            else:
                self.emit("attribute", "EQ", " =")
                self.value(value, level, path + [key])
                self.tokens.append(_newline(level))
                ends_with_newline = 1
        if ends_with_newline and self.tokens[-1][0] == "new_line_or_comment":
            del self.tokens[len(self.tokens) - ends_with_newline:]
            self.tokens.append(_newline(level - 1))

    def label(self, label, level, path):
        if not isinstance(label, str):
            raise _WriteError(f"cannot write {_place(path)} as HCL: a block label is not a str")
        self.emit("string", "DBLQUOTE", '"', True)
        self.string_parts(label, level, path)
        self.emit("string", "DBLQUOTE", '"', True)

    def string_parts(self, text, level, path):
        for part in _string_parts(text):
            if part.startswith("$${") and part.endswith("}"):
                self.emit("string_part", "ESCAPED_INTERPOLATION", part)
            elif part.startswith("${") and part.endswith("}"):
                self.emit("interpolation", "INTERP_START", "${")
                inner = part[2:-1]
                if inner.startswith('"') and inner.endswith('"'):
                    self.value(inner[1:-1], level, path)
                else:
                    self.emit("identifier", "NAME", inner)
                self.emit("interpolation", "RBRACE", "}")
            else:
                self.emit("string_part", "STRING_CHARS", part)

    def value(self, value, level, path):
        if isinstance(value, list):
            self.emit("tuple", "LSQB", "[")
            for index, element in enumerate(value):
                self.value(element, level, path + [index])
                if index < len(value) - 1:
                    self.emit("tuple_comma", "COMMA", ",")
            self.emit("tuple", "RSQB", "]")
        elif value is None:
            self.emit("identifier", "NAME", "null")
        elif isinstance(value, dict):
            self.emit("object", "LBRACE", "{")
            if value:
                self.tokens.append(_newline(level + 1))
            for index, (key, element) in enumerate(value.items()):
                if key in _META_KEYS:
                    continue
                if not isinstance(key, str):
                    raise _WriteError(f"cannot write {_place(path + [key])} as HCL: a key is not a str")
                self.emit("identifier", "NAME", key[2:-1] if _is_wrapped_expression(key) else key)
                self.emit("object_elem", "EQ", " =")
                self.value(element, level + 1, path + [key])
                self.tokens.append(_newline(level + 1 if index < len(value) - 1 else level))
            self.emit("object", "RBRACE", "}")
        elif isinstance(value, bool):
            self.emit("identifier", "NAME", "true" if value else "false")
        elif isinstance(value, int):
            self.emit("int_lit", "DECIMAL", str(value))
        elif isinstance(value, float):
            text = str(value)
            self.emit("float_lit", "NEGATIVE_DECIMAL" if text.startswith("-") else "DECIMAL", text)
        elif isinstance(value, str):
            if _is_wrapped_expression(value):
                wrapped = _INTERPOLATED_SPAN.match(value)
                if wrapped is None:
                    raise _WriteError(f"cannot write {_place(path)} as HCL: an expression over several lines")
                try:
                    self.tokens.extend(_ExpressionTokens(wrapped.group(1)).whole())
                except _ExpressionSyntaxError as error:
                    raise _WriteError(f"cannot write {_place(path)} as HCL: {error}") from None
            else:
                self.emit("string", "DBLQUOTE", '"')
                self.string_parts(_escaped_string(value), level, path)
                self.emit("string", "DBLQUOTE", '"')
        else:
            raise _WriteError(f"cannot write {_place(path)} as HCL: a value of type {type(value).__name__}")


def _spaced(last, current):
    """Whether python-hcl2 7's writer puts a space between the last token and the current one."""
    last_rule, last_terminal = last[0], last[1]
    rule, terminal, _, block_label = current
    if last_rule in ("attribute", "object_elem") and last_terminal == "EQ" and terminal != "NL_OR_COMMENT":
        return True
    if block_label and rule == "string" and terminal == "DBLQUOTE" and last_terminal in ("DBLQUOTE", "NAME"):
        return True
    for rules in (_OPERATOR_RULES, _FOR_RULES):
        if rule in rules and terminal in _SPACED_TERMINALS:
            return True
        if last_rule in rules and last_terminal in _SPACED_TERMINALS and terminal != "NL_OR_COMMENT":
            return True
    if rule == "block":
        if terminal == "LBRACE" or (terminal == "RBRACE" and last_terminal != "LBRACE"):
            return True
    if last_rule == "block" and last_terminal == "LBRACE" and terminal not in ("RBRACE", "NL_OR_COMMENT"):
        return True
    return last_rule in _LIST_COMMA_RULES and terminal in _SPACED_AFTER_LIST_COMMA


def _joined(tokens):
    out = []
    last = None
    last_space = True
    deferred = None
    for token in tokens:
        if deferred is not None:
            if not (token[1] in ("RPAR", "RBRACE")):
                out.append(deferred[2])
                last = deferred
                last_space = False
            deferred = None
        if not last_space and last is not None and _spaced(last, token):
            out.append(" ")
            last_space = True
        if token[1] == "COMMA":
            deferred = token
            continue
        out.append(token[2])
        last = token
        if token[2]:
            last_space = token[2][-1].isspace()
    return "".join(out)


def _written_text(hcl2_dict):
    if not isinstance(hcl2_dict, dict):
        raise TypeError(f"hcl2_dict must be a dict, not {type(hcl2_dict).__name__}")
    writer = _Writer()
    try:
        writer.body(hcl2_dict, 0, [])
    except RecursionError:
        raise _WriteError("cannot write data as HCL: nested too deep (or a dict that holds itself)") from None
    return _joined(writer.tokens)
)PY";

}  // namespace

void add_hcl2_v7_writer(py::module_& v7) {
  v7.attr("_WRITER_SOURCE") = py::str(kWriterSource);
  py::exec(py::str(R"(
_writer_namespace = None

def _writer():
    """The writer's functions, made at the first write."""
    global _writer_namespace
    if _writer_namespace is None:
        namespace = {"__name__": "hclc.hcl2_v7"}
        exec(_WRITER_SOURCE, namespace)
        _writer_namespace = namespace
    return _writer_namespace

class WrittenTree:
    """What reverse_transform gives and writes takes: the dict's HCL text (hclc has no lark tree)."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return "<hclc.hcl2_v7.WrittenTree>"

def reverse_transform(hcl2_dict):
    """python-hcl2 7's reverse_transform: the document for a dict shaped as load(with_meta=True) gives it.

    Blocks are the dicts with __start_line__/__end_line__ (as Builder makes them); anything else is an
    attribute. Raises TypeError for a non-dict, and a ValueError (also a RuntimeError, as python-hcl2 7
    raises) naming the place in the dict that cannot be written."""
    return WrittenTree(_writer()["_written_text"](hcl2_dict))

def writes(ast):
    """python-hcl2 7's writes: the HCL text of a tree from reverse_transform (or from parse/parses: its text)."""
    if isinstance(ast, WrittenTree):
        return ast.text
    if isinstance(ast, Tree):
        return ast.text
    raise TypeError(f"ast must be a tree from reverse_transform or parses, not {type(ast).__name__}")

class Builder:
    """python-hcl2 7's Builder: a document made in Python code, as the dict reverse_transform writes.

    build() gives {"__start_line__": -1, "__end_line__": -1, attributes..., block type: [blocks...]}
    (a defaultdict(list)); each block(type, labels, **attributes) is a Builder for the new block."""

    def __init__(self, attributes=None):
        self.blocks = {}
        self.attributes = attributes or {}

    def block(self, block_type, labels=None, __nested_builder__=None, **attributes):
        """Adds a block of `block_type` with `labels` and `attributes`; returns its Builder.

        The blocks of __nested_builder__ (another Builder) are added to the new block's own."""
        if __nested_builder__ is self:
            raise ValueError("__nested__builder__ cannot be the same instance as instance this method is called on")
        child = Builder(attributes)
        self.blocks.setdefault(block_type, []).append((list(labels or []), child, __nested_builder__))
        return child

    def build(self):
        """The document (or block body) as a dict that reverse_transform writes."""
        from collections import defaultdict
        body = defaultdict(list)
        body.update({"__start_line__": -1, "__end_line__": -1, **self.attributes})
        for block_type, blocks in self.blocks.items():
            for labels, child, nested in blocks:
                block = child.build()
                if nested:
                    for nested_type, nested_blocks in nested.build().items():
                        if nested_type not in ("__start_line__", "__end_line__"):
                            block.setdefault(nested_type, []).extend(nested_blocks)
                for label in reversed(labels):
                    block = {label: block}
                body[block_type].append(block)
        return body
)"),
           v7.attr("__dict__"));
}

}  // namespace hclc_python
