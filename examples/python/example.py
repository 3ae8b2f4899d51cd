"""The README's example: a Nomad job read as data, then evaluated."""
import json
import sys

import hclc

path = sys.argv[1] if len(sys.argv) > 1 else "job.nomad"

# As python-hcl2 reads it: expressions kept as source text.
job = hclc.load(path)
task = job["job"][0]["web"]["group"][0]["frontend"]["task"][0]["server"]
print(task["config"][0]["image"])  # nginx:${var.nginx_version}
print(task["resources"][0]["memory"])  # 512: a constant is its value

# Evaluated, with the variables it uses.
job = hclc.load(path, evaluate=True, variables={"var": {"nginx_version": "1.27"}, "NOMAD_PORT_http": 8080})
task = job["job"][0]["web"]["group"][0]["frontend"]["task"][0]["server"]
print(task["config"][0]["image"])  # nginx:1.27
print(json.dumps(task["template"][0]["data"]))

# Standalone expressions, and errors with hclc's diagnostics.
print(hclc.evaluate('join(",", [for p in ports : p * 2])', {"ports": [80, 443]}))
try:
    hclc.loads('job "web" {\n  count = 3 +\n}\n', "broken.nomad")
except hclc.HCLError as error:
    first = error.diagnostics[0]
    print(f"{first.filename}:{first.start_line},{first.start_column}: {first.summary}")
