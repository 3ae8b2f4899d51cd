#!/usr/bin/env python3
"""Records the reference hcldec's diagnostics for the renderer tests.

For each case: the source file, the spec, and what hcldec prints to stderr with
--diags=json, as text (not a terminal: 78 columns, no colour), and as text on a
terminal (colour, no wrapping; run under script(1)). Writes reference_cases.inc.
    tests/unit/diag/record_reference.py /tmp/hcl-current/bin/hcldec
"""
import os, subprocess, sys, tempfile

EMPTY_SPEC = 'object {\n}\n'
ATTR_SPEC = '''object {
  attr "a" { type = number }
  attr "b" { type = string }
  attr "c" { type = any }
}
'''
LONG = 'x' * 30 + ' ' + 'y' * 10 + ' end'
CASES = [
    ('attrs.hcl', ATTR_SPEC,
     b'a = 1 + "foo"\nb = [\n  1,\n  2\n]\nc = {\n  x = "a long string that runs past the width of seventy-eight characters ${nope}"\n}\n'),
    ('newline.hcl', EMPTY_SPEC, b'a = 1\nb = \nc = 1\n'),
    ('crlf.hcl', EMPTY_SPEC, b'a = 1\r\nb = \r\nc = 1\r\n'),
    ('props.json', EMPTY_SPEC,
     ('{\n  "aaaa bbbb": 1,\n  "%s": 2,\n  "%s": 3,\n  "a  b     %s   d": 4,\n  "%s q": 5,\n'
      '  "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9 \u00fc": 6,\n'
      '  "line1\\nline2 %s tail": 7\n}\n' % (LONG, 'w' * 47, 'c' * 60, 'z' * 90, 'm' * 70)).encode()),
    ('nested.json', EMPTY_SPEC, b'{"a": {"b": [1, {"c": {"d": foo}}]}, "e": {"f": 01}}\n'),
    ('tabs.json', EMPTY_SPEC, b'{\n  "a": {\n    "b": [1, 2, {"c": "x"}],\n\t"d": true\\\n  },\n  "e": null\n}\n'),
    ('eof.json', EMPTY_SPEC, b'{"a":\n'),
    ('eof2.json', EMPTY_SPEC, b'{"a":'),
    ('crlf.json', EMPTY_SPEC, b'{"a":1,\r\n"b":tru\r\n}\r'),
    ('d<&>/f\x01\x08\x0c\x1f\u2028\udcff\x7f.json', EMPTY_SPEC, b'{"a":foo}'),
    ('missing.hcl', EMPTY_SPEC, None),
]


def c_literal(data):
    out = '"'
    for b in data:
        c = chr(b)
        if c in '"\\':
            out += '\\' + c
        elif 0x20 <= b < 0x7f and c != '?':
            out += c
        elif c == '\n':
            out += '\\n"\n    "'
        else:
            out += '\\%03o' % b
    return out + '"'


def main():
    hcldec = sys.argv[1]
    entries = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec, source in CASES:
            fs_name = os.fsencode(name)
            with open(os.path.join(tmp, 'spec.hcldec'), 'w') as f:
                f.write(spec)
            if source is not None:
                os.makedirs(os.path.join(os.fsencode(tmp), os.path.dirname(fs_name)), exist_ok=True)
                with open(os.path.join(os.fsencode(tmp), fs_name), 'wb') as f:
                    f.write(source)
            run = lambda *args: subprocess.run([hcldec, '--spec', 'spec.hcldec', *args, fs_name], cwd=tmp,
                                               capture_output=True).stderr
            as_json = run('--diags=json')
            as_text = run()
            command = b"%s --spec spec.hcldec '%s'" % (os.fsencode(hcldec), fs_name)
            as_color = subprocess.run(['script', '-qc', command, '/dev/null'], cwd=tmp,
                                      capture_output=True).stdout.replace(b'\r\n', b'\n')
            entries.append('{%s,\n    %s,\n    %s,\n    %s,\n    %s},' % (
                c_literal(fs_name), 'nullptr' if source is None else c_literal(source), c_literal(as_json),
                c_literal(as_text), c_literal(as_color)))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'reference_cases.inc'), 'w') as f:
        f.write('// Recorded from the reference by record_reference.py; do not edit by hand.\n')
        f.write('\n'.join(entries) + '\n')


main()
