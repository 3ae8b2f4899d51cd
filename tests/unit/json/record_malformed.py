#!/usr/bin/env python3
"""Records the reference's parse diagnostics for the malformed-JSON table.

Runs `oracle parse` (see /work/shared/reference/README.md) on each input and
writes malformed_cases.inc: one {input, {{summary, detail, range}...}} entry per
case, the range as "line:column:byte-line:column:byte". Re-run after adding an
input:  tests/unit/json/record_malformed.py /tmp/hcl-current/bin/oracle
"""
import json, os, subprocess, sys, tempfile

INPUTS = [
    # truncation and structure
    b'', b'   ', b'{', b'[', b'{"a"', b'{"a":', b'{"a":1', b'{"a":1,', b'{"a":1,"b"', b'[1', b'[1,', b'[1,2,', b'[[[',
    b'{"a":{"b":1', b'{"a":[1,2}', b'{"a":1]', b'{"a":1] x', b'{"a":1] 2 }', b'[1}', b'[1} 2 ]', b'{"a":1,}', b'[1,]',
    b'[,1]', b'[1,,2]', b'{,}', b'{"a":1,,}', b'{"a"}', b'{"a",1}', b'{"a":}', b'{"a":,}', b'{"a"=1}', b'{"a" = 1}',
    b'{"a" 1}', b'{1:2}', b'{{}:1}', b'{[]:1}', b'{[1 2]:1}', b'[1:2]', b'[1:2] x', b'{"a":1:2}', b']', b'}', b':', b',',
    b'=', b'{"a":=}', b'[=]', b'[1 2]', b'[1 foo]', b'[1 2 3 4]', b'[1 2, 3]', b'[1 2 [3]] ', b'[[1 2] 3]', b'[1 2 [[3]] 4] x',
    b'[1 2 {[3]} 4] x', b'[1 } [[3]] 4] x', b'{"a":1 "b":2}', b'{"a":1 "b"}x', b'{"a":1 "b" {{}} "c"} x', b'{"a":[1 2]}',
    b'[[1 2]]', b'[[1,],2]', b'{"a":{"b" 1},"c":2}', b'[{"a",1}, foo]', b'[{"b" 1 } ] , foo]', b'{"a": {"b" {{}}, "c": foo}',
    b'{"a": {"b" 1 {}}, "c": foo}', b'{"a": {"b" x [{}] }, "c": foo}', b'{"a": {"b" x {"c": [{"d": 3}]}}',
    b'{"a": {"b" [{]}, "c": foo}', b'[{1:2}, foo]', b'[{"a":1,}, foo]',
    # top level
    b'[1]', b'[{"a":1}]', b'"x"', b'1', b' null', b'foo bar', b'"x" y', b'1 2', b'{} {}', b'{"a":1}}', b'{"a":1}, ',
    b'] x', b'{"a":01} x', b'{"a":1}\x01', b'{"a":1} "x', b'\xef\xbb\xbf{}',
    # keywords
    b'{"a":foo}', b'[tale, nope, flase, fals, tru, nulx, xull, ture, tule, nuue, TRUE]', b'[tru_e]', b'[true1]', b'[a-b]',
    b'[_a]', b'[e5]', b"{'a':1}", b'{"a":1 // x\n}', b'{/* x */"a":1}',
    # numbers
    b'{"a":01}', b'{"a":1.}', b'{"a":-}', b'{"a":.5}', b'{"a":1e}', b'[1.5.5]', b'[1ee]', b'[0x10]', b'[+1]', b'[1-2]',
    b'[-01]', b'[00]', b'[-.5]', b'[1.e5]', b'[-a]', b'[1_000]', b'[1a]',
    # strings
    b'{"a":"\\q"}', b'{"a":"x\\qy"}', b'{"a":"\\u12"}', b'{"a":"\\u12zz"}', b'{"a":"abc', b'{"a":"x\\"}', b'{"a":"\xc3\xa9\\q"}',
    b'{"a":"\x01"}', b'{"a":"x\ty"}', b'{"a":"abc\n"}', b'["x\ty", "\x01"]', b'["\t} foo', b'["\t, foo', b'["\t: foo',
    b'["\\\t", 1]', b'{"\t":1}', b'{"\\q":1}', b'{"a":"\\ud800"}', b'{"a":"\xff"}',
    # positions: tabs, carriage returns, grapheme clusters, invalid UTF-8
    b'[\t foo]', b'[\r foo]', b'[\r\n foo]', b'{\n\t"a": foo}', b'\n\r\n[\r\n\t\n foo]', b'["\xc3\xa9" ,foo]',
    b'["\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd", foo]', b'["e\xcc\x81", foo]', b'["\xcc\x81x", foo]', b'["\xff\xfe", foo]',
    b'["\xe2\x82", foo]', b'["\xed\xa0\x80", foo]', b'["\xc0\x80", foo]', b'["\xf8\x88\x80\x80\x80", foo]',
    b'[ \x0b foo]', b'[\xc2\xa0 foo]', b'[1, "x\xffy", foo]',
]


def c_literal(data):
    out = '"'
    for b in data:
        c = chr(b)
        if c == '"' or c == '\\':
            out += '\\' + c
        elif 0x20 <= b < 0x7f and c != '?':
            out += c
        else:
            out += '\\%03o' % b
    return out + '"'


def main():
    oracle = sys.argv[1]
    lines = ['// Recorded from the reference by record_malformed.py; do not edit by hand.']
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'test.json')
        for data in INPUTS:
            with open(path, 'wb') as f:
                f.write(data)
            out = subprocess.run([oracle, 'parse', 'test.json'], cwd=tmp, capture_output=True).stdout
            diags = json.loads(out)['diagnostics']
            entries = []
            for d in diags:
                s, e = d['subject']['start'], d['subject']['end']
                where = '%d:%d:%d-%d:%d:%d' % (s['line'], s['column'], s['byte'], e['line'], e['column'], e['byte'])
                entries.append('{%s, %s, "%s"}' % (json.dumps(d['summary']), json.dumps(d['detail']), where))
            lines.append('{%s, {%s}},' % (c_literal(data), ', '.join(entries)))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'malformed_cases.inc'), 'w') as f:
        f.write('\n'.join(lines) + '\n')


main()
