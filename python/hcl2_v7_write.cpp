// hclc.hcl2_v7's writing half: python-hcl2 7's `reverse_transform`, `writes`
// and `Builder`. 7.3.1 turns a dict into a lark tree and reconstructs text
// from it, deciding each space by the rule and terminal of the token before
// and the token at hand; a `"${…}"` string is parsed by its grammar and its
// tokens re-spaced the same way (the brackets, list commas, `?` and `:`
// regenerated, the rest as written). This writer makes the same token stream
// and applies the same spacing decisions, in Python (the text is small and
// the work is string building); a `${…}` value's text is read by hclc's own
// lexer (_lexed_tokens below) and 7's grammar walked over its tokens. The
// Python source is run at the first write, so that `import hclc` imports no
// module of the standard library (it needs `re`).
// tests/python/test_hcl2_v7_writing.py holds it to 7.3.1's text.
#include "hcl2_v7_write.h"

#include <pybind11/eval.h>

#include <string>

#include "syntax/lossless.h"

namespace py = pybind11;

namespace hclc_python {

namespace {

std::string_view token_kind_name(hclc::syntax::TokenKind kind) {
  using Kind = hclc::syntax::TokenKind;
  switch (kind) {
    case Kind::Whitespace: return "Whitespace";
    case Kind::Newline: return "Newline";
    case Kind::Comment: return "Comment";
    case Kind::Identifier: return "Identifier";
    case Kind::Number: return "Number";
    case Kind::OpenQuote: return "OpenQuote";
    case Kind::CloseQuote: return "CloseQuote";
    case Kind::HeredocStart: return "HeredocStart";
    case Kind::HeredocEnd: return "HeredocEnd";
    case Kind::TemplateLiteral: return "TemplateLiteral";
    case Kind::TemplateInterp: return "TemplateInterp";
    case Kind::TemplateDirective: return "TemplateDirective";
    case Kind::TemplateSequenceEnd: return "TemplateSequenceEnd";
    case Kind::OpenBrace: return "OpenBrace";
    case Kind::CloseBrace: return "CloseBrace";
    case Kind::OpenBracket: return "OpenBracket";
    case Kind::CloseBracket: return "CloseBracket";
    case Kind::OpenParen: return "OpenParen";
    case Kind::CloseParen: return "CloseParen";
    case Kind::Equals: return "Equals";
    case Kind::EqualEqual: return "EqualEqual";
    case Kind::NotEqual: return "NotEqual";
    case Kind::Less: return "Less";
    case Kind::LessEqual: return "LessEqual";
    case Kind::Greater: return "Greater";
    case Kind::GreaterEqual: return "GreaterEqual";
    case Kind::And: return "And";
    case Kind::Or: return "Or";
    case Kind::Bang: return "Bang";
    case Kind::Plus: return "Plus";
    case Kind::Minus: return "Minus";
    case Kind::Star: return "Star";
    case Kind::Slash: return "Slash";
    case Kind::Percent: return "Percent";
    case Kind::Question: return "Question";
    case Kind::Colon: return "Colon";
    case Kind::DoubleColon: return "DoubleColon";
    case Kind::FatArrow: return "FatArrow";
    case Kind::Ellipsis: return "Ellipsis";
    case Kind::Dot: return "Dot";
    case Kind::Comma: return "Comma";
    case Kind::Invalid: return "Invalid";
  }
  return "Invalid";
}

// The writer's view of a `${…}` value's text: each token of the syntax stage's
// lexer (src/syntax/lossless.h) as (kind, text), covering the text. A str that
// is not UTF-8 (a lone surrogate) raises UnicodeError.
py::list lexed_tokens(const py::str& text) {
  PyObject* utf8 = PyUnicode_AsUTF8String(text.ptr());
  if (utf8 == nullptr) throw py::error_already_set();
  const std::string bytes = py::reinterpret_steal<py::bytes>(utf8);
  py::list tokens;
  for (const hclc::syntax::LosslessToken& token : hclc::syntax::lex_lossless(bytes)) {
    tokens.append(
        py::make_tuple(token_kind_name(token.kind), py::str(bytes.data() + token.start, token.end - token.start)));
  }
  return tokens;
}

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
_BINARY_OPERATOR_KINDS = frozenset(("EqualEqual", "NotEqual", "LessEqual", "GreaterEqual", "And", "Or", "Less", "Greater",
                                    "Plus", "Minus", "Star", "Slash", "Percent"))
_NAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_INTERPOLATED_SPAN = _re.compile(r"\$\{(.*)}")


class _WriteError(ValueError, RuntimeError):
    """A dict 7's writer cannot write: a ValueError naming the place (and a RuntimeError, as 7.3.1 raises)."""


class _ExpressionSyntaxError(Exception):
    pass


class _ExpressionTokens:
    """The tokens python-hcl2 7's writer emits for the text of one `${...}` value, each as
    (rule, terminal, text): the tokens its grammar keeps as written, and the ones it
    regenerates (brackets, commas of lists and arguments, `?`, `:`) as it regenerates them.

    The text is read as hclc's lexer reads it (_lexed_tokens, the syntax stage's tokens);
    this walks 7's grammar over those tokens, failing where 7 does not read the text."""

    def __init__(self, text):
        self.text = text
        self.lexed = self.read(text, 0)
        self.at = 0
        self.tokens = []
        # The brackets, quotes and `${` open where the walk is, as text: where 7 reads a
        # string's text otherwise than hclc's lexer, the rest is lexed again after them.
        self.openers = []

    @staticmethod
    def read(text, offset):
        """hclc's tokens of `text` (which starts at `offset` of the whole), each as (kind, text,
        the spaces and tabs before it, where it starts): 7 skips those blanks and keeps them
        in an object's `=`."""
        try:
            lexed = _lexed_tokens(text)
        except (TypeError, UnicodeError):  # a lone surrogate is no UTF-8
            lexed = [("Invalid", text)]
        tokens = []
        blanks = ""
        for kind, token_text in lexed:
            if kind == "Whitespace" and not token_text.strip(" \t"):
                blanks += token_text
            else:
                tokens.append((kind, token_text, blanks, offset))
                blanks = ""
            offset += len(token_text)
        tokens.append(("End", "", blanks, offset))
        return tokens

    def read_rest_as_string_text(self, offset):
        """The tokens from `offset` on, read as the text of the string the walk is in."""
        prefix = "".join(self.openers)
        self.lexed[self.at:] = self.read(prefix + self.text[offset:], offset - len(prefix))[len(self.openers):]

    def open(self, opener):
        self.openers.append(opener)

    def close(self):
        self.openers.pop()

    def fail(self):
        raise _ExpressionSyntaxError(f"not an expression python-hcl2 7 reads: {self.text!r} at {self.lexed[self.at][3]}")

    def kind(self, ahead=0):
        return self.lexed[min(self.at + ahead, len(self.lexed) - 1)][0]

    def peek(self, literal, ahead=0):
        token = self.lexed[min(self.at + ahead, len(self.lexed) - 1)]
        return token[0] != "End" and token[1] == literal

    def adjacent(self, ahead):
        """Whether the token `ahead` follows the one before it with no blank between."""
        return self.lexed[min(self.at + ahead, len(self.lexed) - 1)][2] == ""

    def emit(self, rule, terminal, text):
        self.tokens.append((rule, terminal, text, False))

    def expect(self, literal, rule, terminal):
        if not self.peek(literal):
            self.fail()
        self.at += 1
        self.emit(rule, terminal, literal)

    def name(self):
        """An identifier as 7 reads one: ASCII letters, digits, `_` and `-`, not starting with a digit."""
        word = self.lexed[self.at][1]
        if self.kind() != "Identifier" or not all(char in _NAME_CHARACTERS for char in word):
            self.fail()
        self.at += 1
        return word

    def identifier(self, word=None):
        word = word if word is not None else self.name()
        self.emit("identifier", _KEYWORD_TERMINALS.get(word, "NAME"), word)

    def whole(self):
        self.expression()
        if self.kind() != "End":
            self.fail()
        return self.tokens

    def expression(self):
        self.operation()
        if self.peek("?"):
            self.at += 1
            self.emit("conditional", "QMARK", "?")
            self.expression()
            self.expect(":", "conditional", "COLON")
            self.expression()

    def operation(self):
        self.unary()
        while self.kind() in _BINARY_OPERATOR_KINDS:
            self.emit("binary_operator", "BINARY_OP", self.lexed[self.at][1])
            self.at += 1
            self.unary()

    def negative_number(self):
        """Whether a `-` with digits right after it is next: 7 reads them as one number."""
        return self.peek("-") and self.kind(1) == "Number" and self.adjacent(1)

    def unary(self):
        if self.peek("-") and not self.negative_number():
            self.at += 1
            self.emit("unary_op", "MINUS", "-")
        elif self.peek("!"):
            self.at += 1
            self.emit("unary_op", "BANG", "!")
        self.term()

    def attribute_splat_next(self):
        return self.peek(".") and self.peek("*", 1) and self.adjacent(1)

    def full_splat_next(self):
        return self.peek("[") and self.peek("*", 1) and self.adjacent(1) and self.peek("]", 2) and self.adjacent(2)

    def term(self):
        self.primary()
        while True:
            if self.attribute_splat_next():
                self.at += 2
                self.emit("attr_splat", "ATTR_SPLAT", ".*")
                while self.peek(".") and not self.attribute_splat_next():
                    self.at += 1
                    self.emit("get_attr", "DOT", ".")
                    self.identifier()
            elif self.full_splat_next():
                self.at += 3
                self.emit("full_splat", "FULL_SPLAT", "[*]")
            elif self.peek("["):
                self.at += 1
                self.emit("index", "LSQB", "[")
                self.open("[")
                self.expression()
                self.expect("]", "index", "RSQB")
                self.close()
            elif self.peek("."):
                self.at += 1
                self.emit("get_attr", "DOT", ".")
                if self.kind() == "Number":
                    self.index_digits()
                else:
                    self.identifier()
            else:
                return

    def index_digits(self):
        """The digits of a legacy index (`a.0`): 7 reads no more than the digits, where hclc's
        lexer reads a number (`0.1`); the rest is read again as the text it is."""
        kind, number, blanks, offset = self.lexed[self.at]
        digits = number[:len(number) - len(number.lstrip("0123456789"))]
        rest = self.read(number[len(digits):], offset + len(digits))[:-1]
        self.lexed[self.at:self.at + 1] = [(kind, digits, blanks, offset)] + rest
        self.at += 1
        self.emit("index", "DECIMAL", digits)

    def number(self):
        if self.negative_number():
            self.at += 2
            self.emit("literal", "NEGATIVE_DECIMAL", "-" + self.lexed[self.at - 1][1])
        else:
            self.at += 1
            self.emit("literal", "DECIMAL", self.lexed[self.at - 1][1])

    def primary(self):
        kind = self.kind()
        if kind == "Number" or self.negative_number():
            self.number()
        elif self.peek("("):
            self.at += 1
            self.emit("expr_term", "LPAR", "(")
            self.open("(")
            self.expression()
            self.expect(")", "expr_term", "RPAR")
            self.close()
        elif kind == "OpenQuote":
            self.string()
        elif self.peek("["):
            self.at += 1
            self.open("[")
            if self.peek("for") and self.kind() == "Identifier":
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
            self.close()
        elif self.peek("{"):
            self.at += 1
            self.open("{")
            if self.peek("for") and self.kind() == "Identifier":
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
            self.close()
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
        self.open("(")
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
                self.at += 1
        self.expect(")", "function_call", "RPAR")
        self.close()

    def object_elements(self):
        while not self.peek("}"):
            if self.peek("("):
                self.at += 1
                self.emit("object_elem_key_expression", "LPAR", "(")
                self.open("(")
                self.expression()
                self.expect(")", "object_elem_key_expression", "RPAR")
                self.close()
            elif self.kind() == "OpenQuote":
                self.string()
            elif self.kind() == "Number" or self.negative_number():
                self.number()
            else:
                self.identifier()
                # `a.b` as a key, not `a..b`
                while self.peek(".") and not ((self.peek(".", 1) or self.peek("...", 1)) and self.adjacent(1)):
                    self.expect(".", "object_elem_key_dot_accessor", "DOT")
                    self.identifier()
            if self.peek("="):
                self.emit("object_elem", "EQ", self.lexed[self.at][2] + "=")
                self.at += 1
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
        self.expect(":", "for_intro", "COLON")

    def for_cond(self):
        if self.peek("if") and self.kind() == "Identifier":
            self.expect("if", "for_cond", "IF")
            self.expression()

    def string(self):
        self.at += 1
        self.emit("string", "DBLQUOTE", '"')
        self.open('"')
        while True:
            kind, text, _, offset = self.lexed[self.at]
            if kind == "CloseQuote":
                self.at += 1
                self.emit("string", "DBLQUOTE", '"')
                self.close()
                return
            if kind == "TemplateLiteral":
                self.literal(text, offset)
            elif kind == "TemplateInterp" and text == "${":
                self.at += 1
                self.emit("interpolation", "INTERP_START", "${")
                self.open("${")
                self.expression()
                if not self.peek("}"):
                    self.fail()
                self.at += 1
                self.emit("interpolation", "RBRACE", "}")
                self.close()
            elif kind == "TemplateDirective":
                # 7's grammar has no directives: `%{` is text to it, and what follows too
                self.emit("string_part", "STRING_CHARS", text)
                self.read_rest_as_string_text(offset + len(text))
            else:
                self.fail()

    def literal(self, text, offset):
        """A string's literal text. 7 reads a `$${` up to the next `}`, wherever that is (a `$${`
        without one is no text it reads); when that `}` is beyond this token, the rest of the
        text is read again from after it."""
        end = offset + len(text)
        escaped = text.find("$${")
        while escaped != -1:
            closing = self.text.find("}", offset + escaped)
            if closing == -1:
                self.fail()
            if closing >= end:
                self.emit("string_part", "STRING_CHARS", self.text[offset:closing + 1])
                self.read_rest_as_string_text(closing + 1)
                return
            escaped = text.find("$${", closing + 1 - offset)
        self.at += 1
        self.emit("string_part", "STRING_CHARS", text)


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
  v7.def("_lexed_tokens", &lexed_tokens, py::arg("text"));
  py::exec(py::str(R"(
_writer_namespace = None

def _writer():
    """The writer's functions, made at the first write."""
    global _writer_namespace
    if _writer_namespace is None:
        namespace = {"__name__": "hclc.hcl2_v7", "_lexed_tokens": _lexed_tokens}
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
