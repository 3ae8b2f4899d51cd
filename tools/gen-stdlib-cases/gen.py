#!/usr/bin/env python3
"""Record the reference's results for calls of the standard library's
functions (tests/differential/stdlib-<theme>.jsonl), replayed by the
differential test (tests/differential/) and by tests/unit/stdlib.

Developer-only (needs the Go reference `oracle`); CI only replays the
recordings. The calls are fixed lists below, at least 20 per function, chosen
to cover nulls, wrong types, empty collections, Unicode, big and fractional
numbers, and each error message.

    tools/gen-stdlib-cases/gen.py --oracle /tmp/hcl-current/bin/oracle \
        --out-dir tests/differential
"""
import argparse
import concurrent.futures
import itertools
import json
import os
import subprocess
import tempfile


def q(s):
    """An HCL quoted string literal for s (no template sequences)."""
    out = '"'
    for ch in s:
        if ch == '"':
            out += '\\"'
        elif ch == '\\':
            out += '\\\\'
        elif ch == '\n':
            out += '\\n'
        elif ch == '\r':
            out += '\\r'
        elif ch == '\t':
            out += '\\t'
        elif ord(ch) < 0x20:
            out += '\\u%04x' % ord(ch)
        else:
            out += ch
    out = out.replace('${', '$${').replace('%{', '%%{')
    return out + '"'


def calls(name, arg_lists):
    return [f"{name}({', '.join(args)})" for args in arg_lists]


NUMS = ["0", "1", "-1", "1.5", "-2.5", "0.1", "1e3", "123456789012345678901234567890", "-0.0001",
        "1/0", "-1/0", "2.5e-10", "7", "-7.9", "null", '"12"', '"x"', "true", "[1]"]
STRS = [q(""), q("abc"), q("Hello World"), q("h\u00e9llo"), q("e\u0301"), q("\U0001F1EB\U0001F1F7\U0001F1E9\U0001F1EA"),
        q("  pad  "), q("a\nb\r\n"), "null", "1", "true", '["a"]', q("\u01c6emal"), q("\u00df stra\u00dfe"),
        q("\u0130stanbul i\u0307"), q("x_y-z.w"), q("\u00a0\u2003 spaced \u3000"), q("A\u0300\u0301\u0302")]


def numbers():
    c = {}
    for f in ["abs", "ceil", "floor", "signum", "int"]:
        c[f] = calls(f, [[n] for n in NUMS] + [["1.0000000000000000000001"], ["-0.5"], ["0.5"]])
    pairs = [("8", "2"), ("100", "10"), ("2", "0.5"), ("0", "10"), ("10", "1"), ("-1", "10"), ("1e300", "10"),
             ("2", "1000"), ("2", "-1"), ("0", "-1"), ("-8", "1/3"), ("1/0", "2"), ("null", "2"), ("2", "null"),
             ('"8"', '"2"'), ("true", "2"), ("1.5", "2.5"), ("123456789", "3"), ("7", "0"), ("-2", "3"), ("0", "0")]
    c["log"] = calls("log", [list(p) for p in pairs])
    c["pow"] = calls("pow", [list(p) for p in pairs])
    c["parseint"] = calls("parseint", [[q("ff"), "16"], [q("-101"), "2"], [q("+10"), "10"], [q("zz"), "36"],
                                       [q("ZZ"), "36"], [q("Z"), "62"], [q("z"), "62"], [q("10"), "1"], [q("10"), "63"],
                                       [q(""), "10"], [q(" 1"), "10"], [q("1.5"), "10"], [q("0x10"), "16"],
                                       [q("12"), "2"], [q("18446744073709551617"), "10"], ["10", "10"], ["null", "10"],
                                       [q("1"), "null"], [q("1"), "2.5"], [q("\u00e9"), "10"], [q("-0"), "10"],
                                       [q("777"), "8"], [q("1_000"), "10"], ['["1"]', "10"]])
    for f in ["min", "max"]:
        c[f] = calls(f, [[], ["1"], ["1", "2"], ["2", "1", "3"], ["-1/0", "1"], ["1/0", "1"], ["1.5", "1.25"],
                         ['"3"', "2"], ["null"], ["1", "null"], ["[1]"], ["true"], ["0.1", "0.10"],
                         ["123456789012345678901234567890", "123456789012345678901234567891"], ["-0", "0"],
                         ["5", "4", "3", "2", "1"], ['"x"'], ["1e-300", "1e-301"], ["7"], ["-7", "-8"]])
    return c


def strings():
    c = {}
    for f in ["upper", "lower", "title", "strrev", "strlen", "chomp", "trimspace"]:
        c[f] = calls(f, [[s] for s in STRS] + [[q("a\n\n")], [q("a\r\n\r")], [q("\n\na")], [q("\u01f3 \u01c4 dz")]])
    c["trim"] = calls("trim", [[q("xxaxx"), q("x")], [q("abc"), q("")], [q("  a  "), q(" ")], [q("\u00e9a\u00e9"), q("\u00e9")],
                               [q("abcba"), q("ab")], [q(""), q("x")], ["null", q("x")], [q("x"), "null"], ["1", q("1")],
                               [q("aaa"), q("a")], [q("e\u0301e"), q("e")], [q("--a--"), q("-")], [q("ab"), q("ba")],
                               [q("12321"), "1"], [q("x y"), q(" ")], ["[1]", q("x")], [q("abc"), q("c")],
                               [q("\U0001F600a\U0001F600"), q("\U0001F600")], [q("tab\t"), q("\t")], [q("a"), q("abc")]])
    for f, arg in [("trimprefix", "prefix"), ("trimsuffix", "suffix")]:
        c[f] = calls(f, [[q("aab"), q("a")], [q("abb"), q("b")], [q("abc"), q("")], [q(""), q("a")], [q("abc"), q("abc")],
                         [q("abc"), q("abcd")], [q("h\u00e9llo"), q("h\u00e9")], [q("llo\u00e9"), q("\u00e9")], ["null", q("a")],
                         [q("a"), "null"], ["12", "1"], ["12", "2"], [q("xx"), q("x")], [q("e\u0301"), q("e")],
                         [q("e\u0301"), q("\u0301")], ["true", q("t")], ["true", q("e")], ['["a"]', q("a")],
                         [q("ab ab"), q("ab")], [q("foo.txt"), q(".txt")]])
    c["replace"] = calls("replace", [[q("aaa"), q("a"), q("b")], [q("abc"), q(""), q("-")], [q(""), q(""), q("x")],
                                     [q("hello"), q("l"), q("")], [q("h\u00e9llo"), q("\u00e9"), q("e")],
                                     [q("a.b.c"), q("."), q("/")], [q("abc"), q("/b/"), q("x")], [q("aaaa"), q("aa"), q("b")],
                                     ["null", q("a"), q("b")], [q("a"), "null", q("b")], [q("a"), q("a"), "null"],
                                     ["123", "2", "9"], [q("x"), q("y"), q("z")], [q("\u00e9\u00e9"), q(""), q("|")],
                                     [q("$1"), q("$"), q("$$")], [q("a\nb"), q("\n"), q(" ")], ["true", q("u"), q("U")],
                                     [q("abab"), q("ab"), q("ba")], ['["a"]', q("a"), q("b")], [q("aXbXc"), q("X"), q("\U0001F600")]])
    c["indent"] = calls("indent", [["2", q("a\nb\n\nc\n")], ["0", q("a\nb")], ["4", q("single")], ["1", q("")],
                                   ["-1", q("a\nb")], ["1.5", q("a\nb")], ["null", q("a")], ["2", "null"], ['"3"', q("a\nb")],
                                   ["2", "12"], ["x", q("a")], ["2", q("a\r\nb")], ["3", q("\n")], ["1", q("\u00e9\n\u00e9")],
                                   ["true", q("a")], ["2", '["a"]'], ["10", q("a\nb\nc")], ["1e3", q("a")],
                                   ["2", q("trailing\n")], ["2", q("\n\n")]])
    c["substr"] = calls("substr", [[q("h\u00e9llo"), "1", "2"], [q("hello"), "-3", "-1"], [q("hello"), "10", "1"],
                                   [q("hello"), "-10", "2"], [q("hello"), "2", "100"], [q("hello"), "1", "-2"],
                                   [q(""), "0", "0"], [q("hello"), "1.5", "1"], [q("hello"), "0", "2.5"],
                                   [q("e\u0301a\U0001F1EB\U0001F1F7b"), "1", "2"], [q("\U0001F1EB\U0001F1F7\U0001F1E9\U0001F1EA"), "1", "1"],
                                   ["null", "0", "1"], [q("abc"), "null", "1"], [q("abc"), "0", "null"], ["12345", "1", "3"],
                                   [q("abc"), '"1"', '"1"'], [q("abc"), "0", "0"], [q("abc"), "3", "1"], [q("abc"), "-1", "1"],
                                   [q("abc"), "-3", "2"], [q("abc"), "2", "-1"], [q("abc"), "-1", "-1"]])
    c["split"] = calls("split", [[q(","), q("a,b,c")], [q(","), q("")], [q(""), q("abc")], [q(","), q("a,,b")],
                                 [q(", "), q("a, b, c")], [q("x"), q("abc")], [q(""), q("")], [q(""), q("h\u00e9")],
                                 [q("\u00e9"), q("a\u00e9b\u00e9")], ["null", q("a")], [q(","), "null"], ["1", "12131"],
                                 [q(","), q(",")], [q("ab"), q("ababab")], [q("\n"), q("l1\nl2\n")], ["true", q("atrueb")],
                                 [q(","), '["a"]'], [q("aa"), q("aaa")], [q(" "), q(" a b ")], [q("e"), q("e\u0301e")]])
    c["join"] = calls("join", [[q(",")], [q(","), '["a", "b"]'], [q(", "), '["a"]', '[]', '["b", "c"]'], [q(","), '["a", null]'],
                               [q(","), '["a"]', '["b", null]'], [q(""), '["a", "b"]'], [q("-"), "[]"], [q(","), "[1, true]"],
                               ["null", '["a"]'], [q(","), "null"], [q(","), '"a"'], [q(","), '[["a"]]'], [q("\u00e9"), '["x", "y"]'],
                               ["1", '["a", "b"]'], [q(","), 'tolist(["a", "b"])'], [q(","), 'toset(["b", "a", "b"])'],
                               [q(","), '[]', '[]'], [q(","), '["a"]', '["b"]', '["c"]', '["d"]'], [q(","), '{a = "b"}'],
                               [q(" "), '["1", 2, true]']])
    c["sort"] = calls("sort", [['["b", "a", "B", "\u00e9"]'], ["[2, 10, 1]"], ["[]"], ['["b", null]'], ['["a"]'], ["null"],
                               ['"a"'], ['tolist(["c", "a"])'], ['toset(["c", "a"])'], ['["a", "a", "A"]'], ['[true, "x"]'],
                               ['[["a"]]'], ['["10", "9", "1"]'], ['["", " ", "a"]'], ['["\u00e9", "e\u0301", "f"]'],
                               ['["Z", "a", "_"]'], ['["b", "a", "c", "a"]'], ['{a = "b"}'], ['["x", 1.5]'], ['["\U0001F600", "\u00ff"]']])
    return c


def regexes():
    c = {}
    pats = [("a(b)(c)?", "xabx"), ("a(?P<x>b)(?P<y>c)?", "xabx"), ("a", "xyz"), ("ab", "xabx"), ("(", "x"),
            ("a(?P<x>b)(c)", "abc"), ("\\pL+", "\u00e9a1"), ("(?i)A", "a"), ("a{1001}", "a"), ("\\C", "a"),
            ("[a-", "a"), ("x*", ""), ("x*", "abc"), ("^(\\d+)-(\\d+)$", "12-34"), ("(\\w+)@(\\w+)\\.com", "a@b.com c@d.com"),
            ("(?P<year>\\d{4})-(?P<month>\\d{2})", "2020-01 and 2021-02"), ("", "ab"), ("b*", "abba"), ("\u00e9", "h\u00e9llo"),
            (".", "\U0001F600"), ("[[:alpha:]]+", "ab12"), ("a|b", "cab"), ("(a)|(b)", "b"), ("\\bfoo\\b", "a foo b"),
            ("a**", "a"), ("(?P<n>a)(?P<n>b)", "ab"), ("(?P<>a)", "a"), ("\\8", "a"), ("x{2,1}", "xx"), ("(?z)", "a"),
            ("a)", "a"), ("[z-a]", "a"), ("\\", "a")]
    c["regex"] = calls("regex", [[q(p), q(s)] for p, s in pats] + [["null", q("a")], [q("a"), "null"], ["1", "1"]])
    c["regexall"] = calls("regexall", [[q(p), q(s)] for p, s in pats] + [["null", q("a")], [q("a"), "null"], ["1", "121"]])
    reps = [("hello", "l+", "[$0]"), ("hello", "(l)", "<$1>"), ("hello", "l", "$$"), ("hello", "(", "x"),
            ("abc", "", "-"), ("abc", "x*", "-"), ("abba", "b*", "X"), ("a1b22", "\\d+", "#"), ("aaa", "a", "b"),
            ("john smith", "(?P<first>\\w+) (?P<last>\\w+)", "$last, $first"), ("ab", "(a)(b)", "$2$1"),
            ("ab", "(a)", "${1}x"), ("ab", "(a)", "$1x"), ("ab", "a", "$"), ("ab", "a", "${"), ("ab", "(a)", "$9"),
            ("h\u00e9llo", "\u00e9", "e"), ("", "", "x"), ("xyz", "y", ""), ("ab", "(?P<n>a)", "${n}${n}"), ("abc", "[", "x"),
            ("a.b", ".", "-"), ("a.b", "\\.", "-"), ("\U0001F600\U0001F600", "", "|")]
    c["regexreplace"] = calls("regexreplace", [[q(s), q(p), q(r)] for s, p, r in reps] + [["null", q("a"), q("b")], ["123", "2", "9"]])
    return c


def formats():
    c = {}
    fmts = [('"%v %v %v %v"', '"a"', "1.5", "true", "null"), ('"%v"', '[1, "a"]'), ('"%#v"', '"a"'), ('"%#v"', "{a = 1}"),
            ('"%t"', "true"), ('"%t"', '"true"'), ('"%t"', "1"), ('"%b %d %o %x %X"', "10", "10", "10", "255", "255"),
            ('"%d"', "1.5"), ('"%x"', '"hi"'), ('"%e %E %f %g %G"', "1234.5678", "1234.5678", "1234.5678", "1234.5678", "1e21"),
            ('"%s %q"', '"a\\n"', '"a\\n"'), ('"%s"', "1"), ('"%q"', "1"), ('"%%"',), ('"%5d|%-5d|%05d|%+d|% d"', "1", "2", "3", "4", "5"),
            ('"%.2f|%8.3f|%-8.1e|"', "3.14159", "2.5", "1234"), ('"%[2]s %[1]s"', '"a"', '"b"'), ('"%d"',), ('"%d"', "1", "2"),
            ('"%z"', "1"), ('"%s"', "[1]"), ('"%v"', "null"), ('"%#v"', "null"), ('"%s"', "null"),
            ('"%10s|%-10s|%.2s"', '"ab"', '"cd"', '"xyz"'), ('"%*d"', "5", "1"), ('"%-#x|%#o|%#b|%#X"', "255", "8", "5", "255"),
            ('"%x|%d|%+d|%05d"', "-255", "-3", "0", "-42"), ('"%.3d|%8.3d|%-08d|"', "7", "7", "7"),
            ('"%+.3e|%08.3f|%+08.2f|% .1f"', "1234.5", "-3.14159", "2.5", "0.25"), ('"%+q|%#q|%q"', '"\u00e9\\t"', '"a`b"', '"\u00e9"'),
            ('"%c"', "65"), ('"%6.2s|%-4s|"', '"h\u00e9llo"', '"\u00e9"'), ('"%G|%g|%.3g|%g|%g"', "1e-5", "0.0001", "1234.5678", "1e21", "100000"),
            ('"%e|%f|%v"', "0", "1e30", "1e21"), ('"%v|%5v|%-5v|%05v"', "1.5", "true", '"a"', "7"), ('"%.2v|%.1v"', "3.14159", '"abc"'),
            ('"%[3]d %d"', "1", "2", "3"), ('"%[0]d"', "1"), ('"%[5]d"', "1"), ('"%[1]d %[1]d"', "1"), ('"%!"', "1"), ('"%"', "1"),
            ('"abc%"',), ('"%d %s"', "1"), ('"%.f|%.e|%.g"', "2.5", "2.5", "2.5"), ('"%x"', "1e30"), ('"%#v|%#v"', "1.5", "[null]"),
            ('"%5t|%-6t|"', "true", "false"), ('"%[2]5d|"', "1", "2"), ('"%5[2]d|"', "1", "2"), ('"%.[2]d|"', "1", "2"),
            ('"%-+ #0d|"', "5"), ('"%5%"',), ('"%d %[1]d %d"', "1", "2"), ('"%.3q|%8q|"', '"abc"', '"a"'), ('"%f"', "1/0"),
            ('"%d"', "1/0"), ('"%+.2f|%e"', "-1/0", "1/0"), ('"%b"', "-5"), ('"%.0d"', "0"), ('"% x"', "255"),
            ('"%v"', "tolist([1, 2])"), ('"%v"', '{a = "b"}'), ('"%s"', "true"), ('"%d"', '"12"'), ('"%d"', '"1.0"'),
            ('"%g"', "0.000012345"), ('"%.10g"', "1/3"), ('"%e"', "123456789012345678901234567890"), ('"%5.2e"', "-0.0"),
            ('"\u00e9%d"', "1", "2"), ('"\u00e9%z"', "1"), ('"%05s|%-05s|"', '"ab"', '"cd"'), ('"%-8.2f|%08.2f|%08f"', "1.5", "-1/0", "1/0"),
            ('"%.3e"', "0.00012345"), ('"%g|%G"', "1e-7", "1234567"), ('"%.1f|%.1f|%.0f|%.0f"', "0.25", "0.35", "0.5", "1.5"),
            ('"%.2f"', "2.675"), ('"%v"', "1/3"), ('"%s"', "1/3"), ("null",), ('"%s"', "toset([1])"), ('"%d"', "-0"),
            ('"%v %v"', "[]", "{}"), ('"%10.3f|"', "-1234.5678"), ('"%x"', '"ff"'), ('"%X"', "3735928559"), ('"%o"', "-8"),
            ('"%s"', '"\U0001F600"'), ('"%q"', '"\\u0000\\u007f\\u200b"')]
    c["format"] = calls("format", [list(f) for f in fmts])
    lists = [('"%s=%d"', '["a", "b"]', "[1, 2]"), ('"%s=%d"', '"x"', "[1, 2]"), ('"%s"', '"x"'), ('"%s"', "[]"),
             ('"%s-%s"', '["a"]', '["b", "c"]'), ('"%s"', 'toset(["a", "b"])'), ('"%s"', 'tomap({a = "b"})'), ('"%d"', '["a"]'),
             ('"%s"', "[null]"), ('"%s"', "null"), ('"%s %s"', "[1]", "[2]", "[3]"), ('"%z"', "[1]"), ('"%s"', "[[1]]"),
             ('"%v"', '[1, "a", true]'), ('"%q"', 'tolist(["a", "b"])'), ("null", "[1]"), ('"x"',), ('"%[2]s%[1]s"', '["a", "b"]', '"-"'),
             ('"%05.1f"', "[1, 2.25, -3]"), ('"%s"', '["\u00e9", "e\u0301"]'), ('"%s"', "[]", '"x"'), ('"%d %d"', "[1, 2]", "[3, 4]")]
    c["formatlist"] = calls("formatlist", [list(f) for f in lists])
    return c


def collections():
    c = {}
    c["chunklist"] = calls("chunklist", [["[1, 2, 3]", "2"], ["tolist([1, 2, 3])", "0"], ["[1]", "-1"], ["[]", "2"],
                                         ['["a", "b"]', "1.5"], ['["a", "b", "c", "d"]', "2"], ["[1, 2]", "5"], ["null", "1"],
                                         ["[1]", "null"], ['"a"', "1"], ['[1, "a"]', "1"], ["[1, true]", "1"], ["toset([3, 1, 2])", "2"],
                                         ["[[1], [2]]", "1"], ["[1, 2, 3]", "1"], ["[1, 2, 3]", "3"], ["[null, 1]", "1"],
                                         ["[1, 2]", '"1"'], ["{a = 1}", "1"], ["[1, 2, 3, 4, 5]", "2"]])
    c["coalesce"] = calls("coalesce", [["null", '""', "1"], ["null", "null"], ["1", '"a"'], ["1", "true"], [], ['"a"'],
                                       ["null", "2", "3"], ["[1]", "[2]"], ["[]", "[1]"], ["{}", "{a = 1}"], ['"x"', "null"],
                                       ["null", '"x"', "null"], ["true", '"false"'], ["1", "2"], ['["a"]', '["b", "c"]'],
                                       ["tolist([1])", '["a"]'], ["null", "null", "0"], ["[1]", "1"], ['"\u00e9"'], ["0", "null"]])
    c["coalescelist"] = calls("coalescelist", [["[]", "[1]", '["a"]'], ["null"], [], ["tolist([])", "[1]"], ["[]", "[]"],
                                               ["[1, 2]", "[3]"], ['["a"]', "[]"], ["null", "[1]"], ['"a"', "[1]"],
                                               ["tolist([1])", "tolist([2])"], ["[]"], ["[1]"], ["{a = 1}"], ["toset([1])"],
                                               ["[null]", "[1]"], ["[]", "null", "[2]"], ["[[]]", "[1]"], ["tolist([])", "tolist([])"],
                                               ["[1]", '"x"'], ["[true]", "[1]"]])
    c["compact"] = calls("compact", [['["a", "", null, "b"]'], ["[]"], ['[""]'], ["[null]"], ['["a"]'], ["null"], ['"a"'],
                                     ['[1, "", 2]'], ['tolist(["", "x"])'], ['toset(["", "x"])'], ['[" "]'], ["[[]]"],
                                     ['["\u00e9", ""]'], ["[true, false]"], ['{a = ""}'], ['["a", "a", ""]'], ['[null, null]'],
                                     ['["", "", ""]'], ['["0"]'], ['["b", "", "a"]']])
    c["concat"] = calls("concat", [["[1]", '["a"]'], ["tolist([1])", 'tolist(["a"])'], [], ["[1]", '"a"'], ["tolist([1])", "[2]"],
                                   ["[]", "[]"], ["[1, 2]"], ["tolist([1])", "tolist([true])"], ["[null]", "[1]"], ["null", "[1]"],
                                   ["toset([1])", "[2]"], ["[[1]]", "[[2]]"], ["tolist([])", "tolist([])"], ["[1]", "{a = 1}"],
                                   ["tolist([1])", "tolist([2])", "tolist([3])"], ['["a"]', "[]", '["b"]'], ["[1]", "[true]"],
                                   ['tolist([[1]])', 'tolist([["a"]])'], ["[{a = 1}]", "[{b = 2}]"], ['tolist(["x"])', "tolist([1])"]])
    c["contains"] = calls("contains", [["[1, 2]", '"1"'], ["[1, 2]", "2"], ['"a"', '"a"'], ['toset(["a"])', '"a"'], ["[]", "1"],
                                       ["[null]", "null"], ["[1]", "null"], ["null", "1"], ['tolist(["1"])', "1"], ["[[1]]", "[1]"],
                                       ["[{a = 1}]", "{a = 1}"], ["[1.0]", "1"], ['["\u00e9"]', '"e\u0301"'], ["{a = 1}", "1"],
                                       ["[true, false]", "false"], ["tolist([1, 2])", '"2"'], ["toset([1, 2])", "3"], ["[1, 2]", "[1]"],
                                       ['["a", 1]', '"a"'], ["[123456789012345678901234567890]", "123456789012345678901234567890"]])
    c["distinct"] = calls("distinct", [["[1, 2, 1, \"1\"]"], ["tolist([])"], ["[]"], ["[1, 1, 1]"], ['["b", "a", "b"]'], ["null"],
                                       ['"a"'], ["[null, null, 1]"], ["[[1], [1], [2]]"], ["[{a = 1}, {a = 1}]"], ["toset([1, 2])"],
                                       ["[true, false, true]"], ['["\u00e9", "e\u0301"]'], ["[1, 1.0, 1.5]"], ["{a = 1}"],
                                       ["tolist([3, 2, 3, 1])"], ["[0, -0]"], ['[1, "a"]'], ["[[], []]"], ['["x"]']])
    c["element"] = calls("element", [['"a"', "0"], ['[1, "a"]', "1"], ["tolist([1, 2])", "1.5"], ["[1, 2]", "2"], ["[1, 2, 3]", "4"],
                                     ["[1, 2, 3]", "-1"], ["[]", "0"], ["tolist([])", "0"], ["null", "0"], ["[1]", "null"],
                                     ['["a", "b"]', '"1"'], ["toset([1, 2])", "0"], ["{a = 1}", "0"], ['tolist(["a", "b"])', "3"],
                                     ["[1, 2]", "123456789012345678901234567890"], ["[[1], [2]]", "1"], ["[null, 1]", "0"],
                                     ['[1, "a", true]', "5"], ["[1]", '"x"'], ["tomap({a = 1})", "0"]])
    c["flatten"] = calls("flatten", [["[[1, [2]], 3, []]"], ['[tolist([1]), toset(["a"])]'], ['"a"'], ["tolist([[1], [2]])"],
                                     ["[]"], ["[[]]"], ["null"], ["[null]"], ["[[null]]"], ["[1, 2]"], ["[[[[1]]]]"], ["{a = [1]}"],
                                     ["[{a = [1]}]"], ['[["a", "b"], ["c"]]'], ["toset([1, 2])"], ["[tomap({a = 1})]"],
                                     ['[[1], ["a"], [true]]'], ["tolist([tolist([1]), tolist([])])"], ["[[1, 2], 3, [[4], 5]]"], ['[""]']])
    c["index"] = calls("index", [["[1, 2]", "1"], ["[1, 2]", "2"], ["[1, 2]", "3"], ["{a = 1}", '"a"'], ['tomap({a = 1})', '"a"'],
                                 ['tomap({a = 1})', '"b"'], ["[1]", '"0"'], ["tolist([1])", '"0"'], ["tolist([1, 2])", "1"],
                                 ["[1]", "-1"], ["[1]", "0.5"], ["null", "0"], ["[1]", "null"], ['"abc"', "0"], ["toset([1])", "0"],
                                 ["tomap({a = 1})", "1"], ['[1, "a"]', "1"], ["[]", "0"], ["tolist([])", "0"], ["[[1]]", "0"]])
    c["hasindex"] = calls("hasindex", [["[1]", "0"], ["[1]", '"0"'], ["{a = 1}", '"a"'], ["tomap({a = 1})", '"b"'],
                                       ["tomap({a = 1})", '"a"'], ["[1]", "1.5"], ["[1]", "1"], ["[1]", "-1"], ["tolist([1])", "0"],
                                       ["tolist([1])", '"0"'], ["null", "0"], ["[1]", "null"], ['"abc"', "0"], ["toset([1])", "0"],
                                       ["tomap({a = 1})", "1"], ["[]", "0"], ['[1, "a"]', "1"], ["tolist([])", "0"],
                                       ["[1]", "123456789012345678901234567890"], ["tomap({})", '"a"']])
    c["keys"] = calls("keys", [["{b = 1, a = 2}"], ["tomap({b = 1, a = 2})"], ['"a"'], ["{}"], ["tomap({})"], ["null"], ["[1]"],
                               ['{"\u00e9" = 1, "e" = 2, "z" = 3}'], ["{a = null}"], ['{a = 1, b = "x"}'], ['tomap({"b" = 1, "a" = 2, "c" = 3})'],
                               ["{a = {b = 1}}"], ["toset([1])"], ["1"], ['{"1" = 1, "10" = 2, "9" = 3}'], ['{"" = 1}'],
                               ['{"B" = 1, "a" = 2}'], ['tomap({x = [1], y = [2]})'], ['{"a b" = 1}'], ["true"]])
    c["length"] = calls("length", [["{a = 1}"], ['"abc"'], ["toset([1, 2])"], ["[]"], ["tomap({})"], ["[1, 2, 3]"], ["null"],
                                   ["tolist([1, 2])"], ["tomap({a = 1, b = 2})"], ["1"], ["[null]"], ["[[1, 2]]"], ["toset([1, 1])"],
                                   ['["\u00e9"]'], ["{}"], ['tolist([])'], ["true"], ['[1, "a", true, null]'], ["toset([])"],
                                   ['tomap({"\u00e9" = 1})']])
    c["lookup"] = calls("lookup", [["{a = 1}", '"b"', "2"], ["{a = 1}", '"b"'], ['tomap({a = 1})', '"b"', '"x"'],
                                   ["{a = 1, b = \"x\"}", '"a"', '"d"'], ["{a = 1}", '"b"', "true"], ['tomap({a = 1})', '"b"', "2"],
                                   ['"x"', '"b"', "2"], ['tomap({a = 1})', '"a"', "0"], ["null", '"a"', "1"], ["{a = 1}", "null", "1"],
                                   ["{a = 1}", '"a"', "null"], ["{a = 1}", '"b"', "null"], ['tomap({a = "x"})', '"b"', "1"],
                                   ["[1]", '"0"', "1"], ["{}", '"a"', '"d"'], ["tomap({})", '"a"', '"d"'],
                                   ['{"\u00e9" = 1}', '"e\u0301"', "0"], ['tomap({a = [1]})', '"b"', "[]"], ["{a = 1}", "1", "2"],
                                   ['tomap({a = 1})', '"b"', '"2"']])
    c["merge"] = calls("merge", [["{a = 1}", '{b = "x"}'], ['tomap({a = 1})', 'tomap({b = "x"})'], ['tomap({a = 1})', "{b = 2}"],
                                 [], ["null", "{a = 1}"], ["{a = 1}", '"x"'], ['{a = 1}', '{a = "s"}'], ['tomap({a = 1})', 'tomap({b = 2})'],
                                 ["{}", "{}"], ["tomap({})", "tomap({})"], ["{a = 1}"], ["null"], ["null", "null"], ["[1]"],
                                 ["{a = 1, b = 2}", "{b = 3, c = 4}", "{c = 5}"], ['tomap({a = 1})', 'tomap({a = 2})'],
                                 ["{a = {x = 1}}", "{a = {y = 2}}"], ['tomap({a = "x"})', "{a = 1}"], ['{"\u00e9" = 1}', '{"e\u0301" = 2}'],
                                 ['tomap({a = 1})', "null"]])
    c["range"] = calls("range", [["3"], ["1", "4"], ["0", "1", "0.25"], ["5", "1"], ["0", "1", "0"], ["1", "2", "-1"], ["1025"],
                                 ["0", "1024"], [], ["1", "2", "3", "4"], ["0"], ["-3"], ["1.5"], ["0", "-2"], ["10", "0", "-3"],
                                 ["0", "10", "3"], ["null"], ['"3"'], ["0.1", "0.5", "0.1"], ["2", "1", "1"], ["1", "1"],
                                 ["-1/0", "0"], ["0", "1023.5"]])
    c["reverse"] = calls("reverse", [['[1, "a"]'], ["tolist([1, 2])"], ["toset([1, 2])"], ['"x"'], ["[]"], ["tolist([])"], ["null"],
                                     ["[1]"], ["{a = 1}"], ["[null, 1]"], ["[[1], [2, 3]]"], ['["\u00e9", "b", "c"]'],
                                     ['tolist(["a", "b", "c"])'], ["tomap({a = 1})"], ["toset([])"], ["[true, false]"],
                                     ["[1, 2, 3, 4, 5]"], ["1"], ['toset(["b", "a"])'], ["[{a = 1}, {b = 2}]"]])
    c["slice"] = calls("slice", [["[1, 2, 3]", "1", "2"], ["tolist([1, 2, 3])", "1", "3"], ["[1, 2]", "2", "1"], ["[1, 2]", "0", "3"],
                                 ["[1, 2]", "-1", "1"], ['"x"', "0", "0"], ["[]", "0", "0"], ["tolist([])", "0", "0"],
                                 ["[1, 2]", "0.5", "1"], ["[1, 2]", "0", "1.5"], ["null", "0", "0"], ["[1]", "null", "1"],
                                 ["[1]", "0", "null"], ["toset([1, 2])", "0", "1"], ['[1, "a", true]', "1", "3"], ["[1, 2]", "2", "2"],
                                 ['tolist(["a", "b"])', "0", "0"], ["{a = 1}", "0", "1"], ['[1, 2]', '"0"', '"1"'], ["[1, 2, 3]", "0", "-1"]])
    c["values"] = calls("values", [['{a = 1, b = "x"}'], ["tomap({a = 1})"], ["tomap({})"], ["{}"], ['"x"'], ["null"], ["[1]"],
                                   ['tomap({b = 2, a = 1})'], ["{b = 2, a = 1}"], ["{a = null}"], ["{a = [1], b = [2, 3]}"],
                                   ['{"\u00e9" = 1, e = 2}'], ["toset([1])"], ["1"], ['tomap({a = "x", b = "y"})'],
                                   ["{a = {b = 1}}"], ['{"10" = 1, "9" = 2}'], ['tomap({a = null})'], ["true"], ["tomap({a = [1]})"]])
    c["zipmap"] = calls("zipmap", [['["a", "b"]', '[1, "x"]'], ['tolist(["a", "b"])', "tolist([1, 2])"], ['["a"]', "[1, 2]"],
                                   ['["a", "a"]', "[1, 2]"], ['["a", null]', "[1, 2]"], ["[]", "[]"], ["null", "[]"], ['["a"]', "null"],
                                   ['["a"]', '"x"'], ['"a"', "[1]"], ["[1, 2]", '["a", "b"]'], ['["a"]', "toset([1])"],
                                   ['["a"]', "tomap({a = 1})"], ['tolist(["b", "a"])', "tolist([1, 2])"], ['["\u00e9"]', "[1]"],
                                   ['["a", "b"]', "tolist([1])"], ["tolist([])", "tolist([])"], ['["x", "y"]', "[[1], [2]]"],
                                   ['["a", "b", "c"]', '[1, "2", true]'], ['["a"]', "[null]"]])
    return c


def sets():
    c = {}
    SETS = [["toset([1])", 'toset(["a"])'], ["[1]", "[2, 1]"], ["toset([1])"], [], ["toset([1])", "[true]"],
            ["toset([1, 2])", "toset([2, 3])"], ["toset([1, 2])", "toset([2, 3])", "toset([3, 4])"], ["toset([1])", '"a"'],
            ["toset([])", "toset([])"], ["toset([])", "toset([1])"], ["null", "toset([1])"], ["toset([1])", "null"],
            ['toset(["a", "b"])', 'toset(["b", "c"])'], ["toset([[1]])", "toset([[1], [2]])"], ["[1, 1]", "[1]"],
            ['toset(["\u00e9"])', 'toset(["e\u0301"])'], ["toset([1])", 'toset(["1"])'], ["tolist([1, 2])", "toset([2])"],
            ["toset([{a = 1}])", "toset([{a = 2}])"], ["[1, 2, 3]", "[3, 4]", "[4, 5]", "[5, 1]"]]
    for f in ["setunion", "setintersection", "setsymmetricdifference"]:
        c[f] = calls(f, SETS)
    c["setsubtract"] = calls("setsubtract", [s for s in SETS if len(s) == 2] + [["toset([1, 2])"], ["toset([1, 2, 3])", "toset([2])"],
                                                                                 ["[1, 2]", "[3]", "[4]"], ["toset([1, 2])", "toset([1, 2])"]])
    c["sethaselement"] = calls("sethaselement", [["toset([1])", "1"], ["toset([1])", '"1"'], ["toset([])", "1"], ["[1, 2]", "2"],
                                                 ['toset(["a"])', '"a"'], ["null", "1"], ["toset([1])", "null"], ['"a"', '"a"'],
                                                 ["toset([[1]])", "[1]"], ["toset([[1]])", "tolist([1])"], ["toset([{a = 1}])", "{a = 1}"],
                                                 ['toset(["\u00e9"])', '"e\u0301"'], ["toset([1.5])", "1.5"], ["toset([true])", "true"],
                                                 ["toset([true])", '"true"'], ["{a = 1}", "1"], ["toset([1, 2, 3])", "4"],
                                                 ['toset(["a", "b"])', '"b"'], ["tolist([1])", "1"], ["toset([0])", "-0"]])
    c["setproduct"] = calls("setproduct", [['toset([1, 2])', 'toset(["a"])'], ['[1, 2]', '["a"]'], [], ["toset([1])"],
                                           ["toset([])", "toset([1])"], ['[1]', '["a"]', "toset([true])"], ['"a"', '["b"]'],
                                           ["[]", "[1]"], ["null", "[1]"], ["[1]", "null"], ['[1, "a"]', "[2]"], ["[1, true]", "[2]"],
                                           ['tolist(["a", "b"])', 'tolist(["c", "d"])'], ["{a = 1}", "[1]"], ["[[1]]", "[[2]]"],
                                           ["toset([1, 2])", "toset([1, 2])"], ["[1, 2]", "[3, 4]", "[5, 6]"], ["[1, 1]", "[2]"],
                                           ["tomap({a = 1})", "[1]"], ['toset(["a"])', '["b"]']])
    return c


def encodings():
    c = {}
    c["jsonencode"] = calls("jsonencode", [['{a = [1, "x", null, true]}'], ['"<&>"'], ["1/3"], ["null"], ["tolist([])"], ["1e400"],
                                           ['"\u00e9\\n\\u2028"'], ["1/0"], ["[]"], ["{}"], ['tomap({b = 1, a = 2})'], ["toset([3, 1])"],
                                           ["0.1"], ["-0"], ["123456789012345678901234567890"], ["true"], ['"\\u0000\\u001f\\u007f"'],
                                           ["[null, [null]]"], ['{"\u00e9" = 1, "a" = 2}'], ["tolist([null])"], ["1e-7"]])
    c["jsondecode"] = calls("jsondecode", [[q('{"a":[1,true,null]}')], [q("[")], [q("1 2")], [q("")], ["null"], [q("1e400")],
                                           [q('"\\u00e9"')], [q("null")], [q("[]")], [q("{}")], [q('{"a":1,"a":2}')], [q("0.1")],
                                           [q("-0")], [q("01")], [q("[1,]")], [q("tru")], [q('{"b":1,"a":{"c":[]}}')], [q(" 1 ")],
                                           [q('"\\ud800"')], [q("1.")], [q("{\"a\" 1}")], [q("123456789012345678901234567890")], ["1"]])
    c["csvdecode"] = calls("csvdecode", [[q("a,b\n1,2\n3,4")], [q("a,b\n1")], [q("")], [q("a\n")], [q("a,a\n1,2")],
                                         [q('"a""b",c\n"x\ny",2\n')], [q('a,b\n1,"2')], [q("a,b\r\n1,2\r\n")], [q("a\n\n1\n\n2")],
                                         [q('a\nx"y')], [q('a\n"x"y')], [q("a,b\n1,2,3")], ["null"], [q("\u00e9\n\u00e9")],
                                         [q("a b, c\n 1 , 2 ")], [q("a,b\n,\n")], [q("a\n1\n2\n3")], [q('"a\nb"\n1')],
                                         [q("a,b\n1,2\n3")], ["1"], [q("\n")], [q("a;b\n1;2")]])
    return c


def datetimes():
    c = {}
    T = q("2006-01-02T03:04:05Z")
    fmts = ["YYYY YY MMMM MMM MM M DD D EEEE EEE hh h HH H mm m ss s ZZZZZ ZZZZ ZZZ Z AA aa", "'lit''x' YYYY", "x", "YYY", "Y",
            "DDD", "hhh", "mmm", "sss", "A", "aaa", "Aa", "ZZ", "'abc", "YYYYY", "EE", "HHH", "ZZZZZZ", "MMMMM", "\u00e9",
            "''", "'a'b'", "DD/MM/YYYY hh:mm", "H:mm AA", "EEEE, MMMM D", "hh:mm:ss ZZZZZ", "YYYYMMDD"]
    times = ["2006-01-02T15:04:05.123+07:30", "2006-01-02", "2006-13-02T03:04:05Z", "2006-01-02T03:04:05-00:00",
             "2006-01-02T00:04:05z", "2006-01-02t03:04:05Z", "2006-01-02T03:04:60Z", "2006-02-30T03:04:05Z", "0099-01-02T03:04:05Z",
             "2006-01-02T03:04:05.Z", "2006-01-02T03:04:05+24:00", "2006-01-02T03:04:05+23:59", "2006-01-02T03:04:05 Z",
             "2006-01-02T3:04:05Z", "2006-01-02T03:04:05Zx", "", "2006-01-02T03:04:05,5Z", "20060-01-02T03:04:05Z",
             "2024-02-29T12:00:00-05:00", "2023-02-29T12:00:00Z", "2006-01-02T24:00:00Z", "2006-01-02T00:00:00+01:00",
             "2006-01-02T12:00:00Z", "1999-12-31T23:59:59-11:30", "2006-01-02T03:04", "2006-1-02T03:04:05Z"]
    c["formatdate"] = calls("formatdate", [[q(f), T] for f in fmts] +
                                          [[q("YYYY-MM-DD hh:mm:ss ZZZ Z EEE H AA"), q(t)] for t in times] +
                                          [["null", T], [q("YYYY"), "null"], ["1", T]])
    durs = ["1h30m", "-1.5h", "x", "1", "1d", "", "0", "3000000h", "1.5\u00b5s", "+.5s", "1h1h", ".s", "9223372036854775807ns",
            "9223372036854775808ns", "-876000h", "1m", "1ms", "1us", "1ns", "100000h", "-0", "1.h", "1.5.5h", "1h-1m", "2562047h"]
    c["timeadd"] = calls("timeadd", [[q("2006-01-02T03:04:05Z"), q(d)] for d in durs] +
                                    [[q("2006-01-02T03:04:05.5+07:30"), q("1s")], [q("2006-01-02T03:04:05-00:00"), q("1s")],
                                     [q("x"), q("1s")], [q("9999-12-31T23:59:59Z"), q("1s")], [q("2024-02-28T23:00:00-01:00"), q("2h")],
                                     ["null", q("1s")], [q("2006-01-02T03:04:05Z"), "null"], [q("0001-01-01T00:00:00Z"), q("-1s")]])
    return c


def conversions():
    c = {}
    vals = ['"x"', "true", "[1]", "null", '"yes"', "{a = 1}", '[1, "a"]', "[1, true]", "[1, 1]", '{a = 1, b = "x"}',
            "{a = 1, b = [1]}", '"0x10"', "1/3", '{a = {b = 1}, c = {d = 2}}', '"1"', '"true"', "1", "1.5", '"  1"', "tolist([1])",
            "toset([2, 1])", "tomap({a = 1})", "[]", "{}", '"1e3"', '"-0"', '"false"', '"TRUE"', "[null]", "{a = null}"]
    for f in ["tostring", "tonumber", "tobool", "tolist", "toset", "tomap"]:
        c[f] = calls(f, [[v] for v in vals])
    return c


THEMES = {
    "numbers": numbers, "strings": strings, "regex": regexes, "format": formats, "collections": collections,
    "sets": sets, "encoding": encodings, "datetime": datetimes, "conversion": conversions,
}


def run_oracle(oracle, expr):
    """The reference's answer as JSON text. Values stay exactly as the
    reference printed them: Python's json would turn numbers into float64,
    losing digits and the sign of -0."""
    with tempfile.NamedTemporaryFile("w", suffix=".hcl", delete=False, encoding="utf-8") as f:
        f.write(expr)
        path = f.name
    try:
        out = subprocess.run([oracle, "eval", path], capture_output=True, timeout=60)
    finally:
        os.unlink(path)
    text = out.stdout.decode("utf-8").strip()
    result = json.loads(text)
    if not (isinstance(result, dict) and "diagnostics" in result):
        return text  # a value; a bare null is a null of the dynamic pseudo-type, as cty's JSON writes it
    for d in result["diagnostics"]:
        # Diagnostics name the temporary file; the replay names its own.
        if "subject" in d:
            d["subject"]["filename"] = "expr.hcl"
        # A crash inside the reference prints a Go stack trace, whose addresses vary.
        if "panic in function implementation" in d.get("detail", ""):
            d["detail"] = d["detail"].split("\n", 1)[0]
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default="/tmp/hcl-current/bin/oracle")
    ap.add_argument("--out-dir", default="tests/differential")
    ap.add_argument("--only", help="one theme")
    args = ap.parse_args()
    for theme, make in THEMES.items():
        if args.only and theme != args.only:
            continue
        cases = []
        for function, exprs in make().items():
            assert len(exprs) >= 20, f"{function} has only {len(exprs)} calls"
            for i, expr in enumerate(exprs):
                cases.append((f"{function}-{i}", expr))
        with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
            results = list(pool.map(lambda c: run_oracle(args.oracle, c[1]), cases))
        path = os.path.join(args.out_dir, f"stdlib-{theme}.jsonl")
        with open(path, "w", encoding="utf-8") as out:
            for (name, expr), expect in zip(cases, results):
                head = json.dumps({"name": name, "expr": expr, "template": False, "vars": None},
                                  ensure_ascii=False, separators=(",", ":"))
                out.write(head[:-1] + ',"expect":' + expect + "}\n")
        print(f"{path}: {len(cases)} cases")


if __name__ == "__main__":
    main()
