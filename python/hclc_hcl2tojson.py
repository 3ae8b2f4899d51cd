"""hclc-hcl2tojson: python-hcl2 8's `hcl2tojson` command on hclc.hcl2.

The same arguments, outputs and exit codes as python-hcl2 8.1.2's
`hcl2tojson`: one file (or stdin) to stdout or to `-o FILE`; a directory or
several files to an output directory (`-o DIR`, one `.json` per input, the
relative layout kept); `--ndjson` streams one compact object per file (with
`"__file__"` first when there are several). Exit codes: 0 success, 1 some
files skipped (`-s`), 2 a file did not parse, 4 a file could not be read.
"""
import argparse
import glob
import importlib.metadata
import io
import json
import os
import signal
import sys

import hclc
import hclc.hcl2 as hcl2

EXIT_SUCCESS = 0
EXIT_PARTIAL = 1
EXIT_PARSE_ERROR = 2
EXIT_IO_ERROR = 4

HCL_EXTENSIONS = (".tf", ".hcl")
# What -s skips: text that is not HCL, or not UTF-8.
UNPARSABLE = (hclc.HCLError, UnicodeDecodeError)

EPILOG = """\
examples:
  hclc-hcl2tojson file.tf                        # single file to stdout
  hclc-hcl2tojson --ndjson dir/                  # directory to stdout (NDJSON)
  hclc-hcl2tojson a.tf b.tf -o out/              # multiple files to output dir
  hclc-hcl2tojson --only resource,module file.tf # block type filtering
  hclc-hcl2tojson --fields cpu,memory file.tf    # field projection
  echo 'x = 1' | hclc-hcl2tojson                 # stdin (no args needed)

exit codes:
  0  Success
  1  Partial success (some files skipped via -s)
  2  Parse error (all input unparsable)
  4  I/O error (file not found)
"""


def error_text(message, as_json=False, **fields):
    """An error line for stderr: `Error: ...`, or a JSON object in NDJSON mode."""
    if not as_json:
        return f"Error: {message}"
    kind = fields.pop("error_type", "error")
    return json.dumps({"error": kind, "message": message, **fields})


def expand_globs(arguments):
    """Each argument with `*`, `?` or `[` as the sorted paths it matches (itself when none)."""
    paths = []
    for argument in arguments:
        matches = sorted(glob.glob(argument, recursive=True)) if argument != "-" and any(
            c in argument for c in "*?[") else []
        paths.extend(matches or [argument])
    return paths


def hcl_files_under(path):
    """A directory's .tf and .hcl files, recursively and sorted; any other path as itself."""
    if path == "-" or not os.path.isdir(path):
        return [path]
    found = []
    for folder, _, names in os.walk(path):
        found.extend(os.path.join(folder, name) for name in names if os.path.splitext(name)[1] in HCL_EXTENSIONS)
    return sorted(found)


def keep_fields(data, fields):
    """Only the named leaf keys (and `__` keys); nesting that still holds something stays."""
    if isinstance(data, list):
        kept = [keep_fields(item, fields) for item in data]
        return [item for item in kept if item or not isinstance(item, (dict, list))]
    if not isinstance(data, dict):
        return data
    kept = {}
    for key, value in data.items():
        if key in fields or key.startswith("__"):
            kept[key] = value
        elif isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict) for v in value)):
            inner = keep_fields(value, fields)
            if inner:
                kept[key] = inner
    return kept


class Converter:
    """One file's text to its JSON, with the command's options and filters."""

    def __init__(self, args, indent):
        self.options = hcl2.SerializationOptions(
            with_meta=args.with_meta,
            with_comments=args.with_comments,
            wrap_objects=args.wrap_objects,
            wrap_tuples=args.wrap_tuples,
            explicit_blocks=not args.no_explicit_blocks,
            preserve_heredocs=not args.no_preserve_heredocs,
            force_operation_parentheses=args.force_parens,
            preserve_scientific_notation=not args.no_preserve_scientific,
            strip_string_quotes=args.strip_string_quotes,
        )
        self.indent = indent
        self.separators = (",", ":") if args.compact else None
        self.only = {t.strip() for t in args.only.split(",")} if args.only else None
        self.exclude = {t.strip() for t in args.exclude.split(",")} if args.exclude else None
        self.fields = {f.strip() for f in args.fields.split(",")} if args.fields else None

    def data(self, in_file):
        data = hcl2.load(in_file, serialization_options=self.options)
        if self.only is not None:
            data = {k: v for k, v in data.items() if k in self.only}
        elif self.exclude is not None:
            data = {k: v for k, v in data.items() if k not in self.exclude}
        if self.fields is not None:
            data = keep_fields(data, self.fields)
        return data

    def write(self, in_file, out_file):
        json.dump(self.data(in_file), out_file, indent=self.indent, separators=self.separators)


def convert_one(path, out_path, converter, skip, quiet):
    """One file (or stdin, `-`) to `out_path` or stdout; False when skipped."""
    def run(in_file):
        if out_path is not None:
            try:
                with open(out_path, "w", encoding="utf-8") as out_file:
                    converter.write(in_file, out_file)
            except UNPARSABLE:
                if not skip:
                    raise
                os.remove(out_path)
                return False
            return True
        buffer = io.StringIO()
        try:
            converter.write(in_file, buffer)
        except UNPARSABLE:
            if not skip:
                raise
            return False
        sys.stdout.write(buffer.getvalue() + "\n")
        return True

    if path == "-":
        return run(sys.stdin)
    with open(path, "r", encoding="utf-8") as in_file:
        if not quiet:
            print(path, file=sys.stderr, flush=True)
        return run(in_file)


def convert_directory(folder, out_folder, converter, skip, quiet):
    """A directory's HCL files to one .json each under out_folder; True when some were skipped."""
    skipped = False
    for path in hcl_files_under(folder):
        relative = os.path.relpath(path, folder)
        out_path = os.path.join(out_folder, os.path.splitext(relative)[0] + ".json")
        os.makedirs(os.path.dirname(out_path) or ".", exist_ok=True)
        skipped |= not convert_one(path, out_path, converter, skip, quiet)
    return skipped


def convert_files(paths, out_folder, converter, skip, quiet):
    """Several files to out_folder, relative to their common folder; True when some were skipped."""
    absolute = [os.path.abspath(p) for p in paths]
    common = os.path.commonpath(absolute) if len(absolute) > 1 else ""
    if common and not os.path.isdir(common):
        common = os.path.dirname(common)
    skipped = False
    for path, full in zip(paths, absolute):
        relative = os.path.relpath(full, common) if common else os.path.basename(path)
        out_path = os.path.join(out_folder, os.path.splitext(relative)[0] + ".json")
        os.makedirs(os.path.dirname(out_path) or ".", exist_ok=True)
        skipped |= not convert_one(path, out_path, converter, skip, quiet)
    return skipped


def stream_ndjson(paths, converter, skip, quiet):
    """One compact JSON object a line per file; the exit code."""
    worst = EXIT_SUCCESS
    all_failed_code = EXIT_PARSE_ERROR
    written = False
    for path in paths:
        if not quiet and path != "-":
            print(path, file=sys.stderr, flush=True)
        try:
            if path == "-":
                data = converter.data(sys.stdin)
            else:
                with open(path, "r", encoding="utf-8") as in_file:
                    data = converter.data(in_file)
        except UNPARSABLE as error:
            if not skip:
                print(error_text(str(error), True, error_type="parse_error", file=path), file=sys.stderr)
                return EXIT_PARSE_ERROR
            worst = max(worst, EXIT_PARTIAL)
            continue
        except OSError as error:
            if not skip:
                print(error_text(str(error), True, error_type="io_error", file=path), file=sys.stderr)
                return EXIT_IO_ERROR
            worst = max(worst, EXIT_PARTIAL)
            all_failed_code = EXIT_IO_ERROR
            continue
        if not data:
            continue
        if len(paths) > 1:
            data = {"__file__": path, **data}
        print(json.dumps(data, separators=(",", ":")), flush=True)
        written = True
    return all_failed_code if not written and worst > EXIT_SUCCESS else worst


def installed_version():
    """The hclc distribution's version, as pip installed it."""
    try:
        return importlib.metadata.version("hclc")
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed by pip)"


def argument_parser():
    parser = argparse.ArgumentParser(prog="hclc-hcl2tojson", description="Convert HCL2 files to JSON", epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-s", dest="skip", action="store_true", help="Skip un-parsable files")
    parser.add_argument("PATH", nargs="*", help="Files, directories, or glob patterns to convert (default: stdin)")
    parser.add_argument("-o", "--output", dest="output",
                        help="Output path (file for single input, directory for multiple inputs)")
    parser.add_argument("-q", "--quiet", action="store_true",
                        help="Suppress progress output on stderr (errors still shown)")
    parser.add_argument("--ndjson", action="store_true",
                        help="Output one JSON object per line (newline-delimited JSON)")
    parser.add_argument("--version", action="version", version=installed_version())
    parser.add_argument("--with-meta", action="store_true",
                        help="Add meta parameters like __start_line__ and __end_line__")
    parser.add_argument("--with-comments", action="store_true", help="Include comments in the output")
    parser.add_argument("--wrap-objects", action="store_true", help="Wrap object values as an inline HCL2")
    parser.add_argument("--wrap-tuples", action="store_true", help="Wrap tuple values an inline HCL2")
    parser.add_argument("--no-explicit-blocks", action="store_true", help="Disable explicit block markers")
    parser.add_argument("--no-preserve-heredocs", action="store_true", help="Convert heredocs to plain strings")
    parser.add_argument("--force-parens", action="store_true", help="Force parentheses around all operations")
    parser.add_argument("--no-preserve-scientific", action="store_true",
                        help="Convert scientific notation to standard floats")
    parser.add_argument("--strip-string-quotes", action="store_true",
                        help="Strip surrounding double-quotes from serialized string values")
    parser.add_argument("--json-indent", type=int, default=None, metavar="N",
                        help="JSON indentation width (default: 2 for TTY, compact otherwise)")
    parser.add_argument("--compact", action="store_true", help="Compact single-line JSON output (no whitespace)")
    filters = parser.add_mutually_exclusive_group()
    filters.add_argument("--only", metavar="TYPES", help="Comma-separated block types to include")
    filters.add_argument("--exclude", metavar="TYPES", help="Comma-separated block types to exclude")
    parser.add_argument("--fields", metavar="FIELDS", help="Comma-separated field names to keep in output")
    return parser


def run(parser, args):
    """The exit code of one invocation."""
    if args.compact:
        indent = None
    elif args.json_indent is not None:
        indent = args.json_indent
    else:
        indent = 2 if sys.stdout.isatty() else None
    converter = Converter(args, indent)
    paths = expand_globs(args.PATH or ["-"])

    if args.ndjson:
        files = [f for path in paths for f in hcl_files_under(path)]
        if not files:
            parser.error("no HCL files found in the given paths")
        if args.json_indent is not None and not args.quiet:
            print("Warning: --json-indent is ignored in NDJSON mode", file=sys.stderr)
        return stream_ndjson(files, converter, args.skip, args.quiet)

    if len(paths) == 1 and (paths[0] == "-" or os.path.isfile(paths[0])):
        return EXIT_SUCCESS if convert_one(paths[0], args.output, converter, args.skip, args.quiet) else EXIT_PARTIAL
    if len(paths) == 1 and os.path.isdir(paths[0]):
        if args.output is None:
            parser.error("directory to stdout requires --ndjson or -o <dir>")
        return EXIT_PARTIAL if convert_directory(paths[0], args.output, converter, args.skip, args.quiet) else 0
    for path in paths:
        if path == "-" and len(paths) > 1:
            parser.error("stdin (-) cannot be combined with other files")
        if not os.path.isfile(path):
            print(error_text(f"File not found: {path}"), file=sys.stderr)
            return EXIT_IO_ERROR
    if args.output is None:
        parser.error("multiple files to stdout requires --ndjson or -o <dir>")
    return EXIT_PARTIAL if convert_files(paths, args.output, converter, args.skip, args.quiet) else EXIT_SUCCESS


def main(argv=None):
    """The console script: `hclc-hcl2tojson [options] [PATH ...]`."""
    if hasattr(signal, "SIGPIPE"):  # `| head` ends the command quietly
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = argument_parser()
    args = parser.parse_args(argv)
    try:
        code = run(parser, args)
    except UNPARSABLE as error:
        print(error_text(str(error)), file=sys.stderr)
        code = EXIT_PARSE_ERROR
    except OSError as error:
        print(error_text(str(error)), file=sys.stderr)
        code = EXIT_IO_ERROR
    sys.exit(code)


if __name__ == "__main__":
    main()
