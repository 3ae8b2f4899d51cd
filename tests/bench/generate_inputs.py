#!/usr/bin/env python3
"""Writes the generated inputs of tools/bench into OUTDIR (deterministic: the
same arguments give the same bytes).

  eval/   one file per evaluation workload (issue #4) with its variables:
          for_list.hcl      a for-expression over a 100,000-element list
          template.tmpl     a standalone template with for/if directives and
                            function calls over 5,000 records
          traversal.hcl     deep attribute traversals over a big object
          trivial.hcl       `1`, the baseline for process start-up
  decode/ one configuration (issue #5) in both syntaxes, decoding to the
          same value with one spec and one set of variables (no function calls:
          the reference's hcldec offers none):
          large.hcl, large.hcl.json, large.hcldec, vars.json
  parse/  with --corpus: corpus.hcl, the corpus's files one after the other,
          each as the body of a block, up to the size of large.hcl: a big
          file with the corpus's content (large.hcl has 2.2 times its tokens
          per byte), so that a big file's speed per byte can be compared
          with the small files'

Usage: generate_inputs.py OUTDIR [--decode-mb N] [--corpus DIR]
"""

import argparse
import json
import os

FOR_LIST_LENGTH = 100_000
TEMPLATE_RECORDS = 5_000
TRAVERSAL_ENTRIES = 2_000
TRAVERSAL_DEPTH = 8
TRAVERSAL_SIBLINGS = 12
TRAVERSAL_ROUNDS = 50  # passes over the object, so that evaluation outweighs loading it


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# --- evaluation -------------------------------------------------------------


def eval_inputs(outdir):
    d = os.path.join(outdir, "eval")
    write(os.path.join(d, "trivial.hcl"), "1\n")

    # Numbers with fractions as well as integers, so that arithmetic is not
    # all small integers.
    xs = [i * 7 % 1000 + (i % 4) * 0.25 for i in range(FOR_LIST_LENGTH)]
    write(os.path.join(d, "for_list.json"), json.dumps({"xs": xs}))
    write(os.path.join(d, "for_list.hcl"),
          "length([for i, x in xs : x * 2 + i if x % 3 != 0 && i % 2 == 0])\n")

    records = [{
        "name": f"service-{i:05d}",
        "port": 8000 + i % 500,
        "zones": [f"zone-{z}" for z in range(i % 4)],
        "public": i % 3 == 0,
        "owner": {"team": f"team-{i % 17}", "email": f"owner{i % 17}@example.com"},
    } for i in range(TEMPLATE_RECORDS)]
    write(os.path.join(d, "template.json"), json.dumps({"services": records, "domain": "example.com"}))
    write(os.path.join(d, "template.tmpl"), """\
# Generated services
%{ for i, s in services ~}
[${upper(s.name)}] #${i}
host = "${s.name}.${domain}:${s.port}"
owner = ${title(s.owner.team)} <${lower(s.owner.email)}>
%{ if s.public ~}
exposure = public (${format("%05d", s.port * 2)})
%{ else ~}
exposure = internal
%{ endif ~}
zones = %{ for z in s.zones }${z}${z == s.zones[length(s.zones) - 1] ? "" : ","}%{ endfor }
%{ endfor ~}
""")

    # big.e0001.c00.c01.….c07.leaf: every level has TRAVERSAL_SIBLINGS
    # attributes, so each step is a lookup among several names.
    def nested(entry, level):
        if level == TRAVERSAL_DEPTH:
            return {"leaf": f"value-{entry}", "weight": entry % 10, "flag": entry % 2 == 0}
        node = {f"c{level:02d}": nested(entry, level + 1)}
        for s in range(1, TRAVERSAL_SIBLINGS):
            node[f"s{level:02d}_{s:02d}"] = s
        return node

    big = {f"e{i:05d}": nested(i, 0) for i in range(TRAVERSAL_ENTRIES)}
    write(os.path.join(d, "traversal.json"), json.dumps({"big": big}))
    path = ".".join(f"c{level:02d}" for level in range(TRAVERSAL_DEPTH))
    write(os.path.join(d, "traversal.hcl"), f"""\
{{
  leaves  = length(flatten([for i in range({TRAVERSAL_ROUNDS}) : [for k, v in big : v.{path}.leaf if v.{path}.flag]]))
  weights = length([for k in keys(big) : big[k].{path}.weight * big[k].s00_03])
  first   = big.e00000.{path}.leaf
}}
""")


# --- decoding ---------------------------------------------------------------

DECODE_VARS = {
    "registry": "registry.example.com",
    "version": "1.2.3",
    "domain": "example.com",
    "env": "prod",
    "base_port": 8000,
    "args": ["verbose", "color", "retries=3"],
}

DECODE_SPEC = """\
block_map {
  block_type = "service"
  labels     = ["id"]
  object {
    attr "name" {
      type = string
    }
    attr "port" {
      type = number
    }
    attr "replicas" {
      type = number
    }
    attr "enabled" {
      type = bool
    }
    attr "tags" {
      type = list(string)
    }
    attr "image" {
      type = string
    }
    attr "labels" {
      type = map(string)
    }
    attr "command" {
      type = list(string)
    }
    attr "mode" {
      type = string
    }
    attr "weight" {
      type = number
    }
    block_list "endpoints" {
      block_type = "endpoint"
      object {
        attr "host" {
          type = string
        }
        attr "port" {
          type = number
        }
        attr "paths" {
          type = list(string)
        }
      }
    }
  }
}
"""


def service(i):
    """One block as (native text, JSON value): the same attributes, with each
    native expression written as a JSON-syntax template."""
    sid = f"svc_{i:06d}"
    exprs = [
        ("name", f'"svc-{i:06d}"', f"svc-{i:06d}"),
        ("port", f"base_port + {i % 1000}", f"${{base_port + {i % 1000}}}"),
        ("replicas", f"{i % 5} * 2 + 1", f"${{{i % 5} * 2 + 1}}"),
        ("enabled", "true" if i % 7 else "false", i % 7 != 0),
        ("tags", f'["app", "tier-{i % 3}", "svc-${{{i}}}"]', ["app", f"tier-{i % 3}", f"svc-${{{i}}}"]),
        ("image", f'"${{registry}}/svc-{i:06d}:${{version}}"', f"${{registry}}/svc-{i:06d}:${{version}}"),
        ("labels", f'{{ team = "team-{i % 17}", tier = "backend-${{{i % 3} + 1}}" }}',
         {"team": f"team-{i % 17}", "tier": f"backend-${{{i % 3} + 1}}"}),
        ("command", '[for a in args : "--${a}"]', '${[for a in args : "--${a}"]}'),
        ("mode", f'env == "prod" && {i % 2} == 0 ? "ha" : "single"',
         f'${{env == "prod" && {i % 2} == 0 ? "ha" : "single"}}'),
        ("weight", f"{i % 100}.{i % 7}5 / 4", f"${{{i % 100}.{i % 7}5 / 4}}"),
    ]
    endpoints = [(f'"svc-{i:06d}-{e}.${{domain}}"', f"svc-{i:06d}-{e}.${{domain}}", 443 + e) for e in range(2)]

    lines = [f'service "{sid}" {{']
    width = max(len(name) for name, _, _ in exprs)
    for name, native, _ in exprs:
        lines.append(f"  {name.ljust(width)} = {native}")
    for host_native, _, port in endpoints:
        lines += ["", "  endpoint {", f"    host  = {host_native}", f"    port  = {port}",
                  '    paths = ["/", "/health", "/metrics"]', "  }"]
    lines.append("}")

    body = {name: value for name, _, value in exprs}
    body["endpoint"] = [{"host": host, "port": port, "paths": ["/", "/health", "/metrics"]}
                        for _, host, port in endpoints]
    return sid, "\n".join(lines) + "\n\n", body


def decode_inputs(outdir, megabytes):
    d = os.path.join(outdir, "decode")
    native_parts, services = [], {}
    size, i = 0, 0
    while size < megabytes * 1_000_000:
        sid, text, body = service(i)
        native_parts.append(text)
        services[sid] = body
        size += len(text)
        i += 1
    write(os.path.join(d, "large.hcl"), "".join(native_parts))
    write(os.path.join(d, "large.hcl.json"), json.dumps({"service": services}, indent=2) + "\n")
    write(os.path.join(d, "large.hcldec"), DECODE_SPEC)
    write(os.path.join(d, "vars.json"), json.dumps(DECODE_VARS) + "\n")


# --- parsing -----------------------------------------------------------------


def corpus_files(corpus):
    return sorted(os.path.join(root, f) for root, _, files in os.walk(corpus) for f in files
                  if f.endswith((".tf", ".hcl")))


def parse_inputs(outdir, megabytes, corpus):
    """The corpus's files, each wrapped in a block of its own (so that the
    top-level attributes of two files do not clash), repeated in order until
    the file holds `megabytes`."""
    files = corpus_files(corpus)
    if not files:
        raise SystemExit(f"generate_inputs: no .tf/.hcl files under {corpus}")
    parts, size, n = [], 0, 0
    while size < megabytes * 1_000_000:
        with open(files[n % len(files)], encoding="utf-8") as f:
            text = f"corpus_file_{n} {{\n{f.read()}\n}}\n"
        parts.append(text)
        size += len(text.encode("utf-8"))
        n += 1
    write(os.path.join(outdir, "parse", "corpus.hcl"), "".join(parts))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("outdir")
    parser.add_argument("--decode-mb", type=float, default=10, help="size of decode/large.hcl in MB")
    parser.add_argument("--corpus", help="the corpus of real files, for parse/corpus.hcl")
    args = parser.parse_args()
    eval_inputs(args.outdir)
    decode_inputs(args.outdir, args.decode_mb)
    if args.corpus:
        parse_inputs(args.outdir, args.decode_mb, args.corpus)


if __name__ == "__main__":
    main()
