"""python-hcl2 (8.1.2 and 7.3.1) as a differential oracle for hclc.hcl2 and hclc.hcl2_v7.

Both versions are packages named `hcl2`, so each runs in a subprocess of
Debian's python3 (where python3-lark is) with its own PYTHONPATH; the child
reads a JSON request (texts and options) and answers with each text's dict as
JSON (key order kept), or the name of the exception it raised.

The reference lives where ../shared/reference/python-hcl2/setup.sh unpacks it
(HCLC_PYTHON_HCL2, default /tmp/python-hcl2), and is unpacked there when it
is missing and the setup script is at hand. `available()` says why not when
it cannot be had.
"""
import json
import os
import subprocess

ROOT = os.environ.get("HCLC_PYTHON_HCL2", "/tmp/python-hcl2")
SETUP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "reference",
                     "python-hcl2", "setup.sh")
SETUP_CANDIDATES = [SETUP, "/work/shared/reference/python-hcl2/setup.sh"]
INTERPRETER = "/usr/bin/python3"

_CHILD = r"""
import json, sys
import hcl2
request = json.load(sys.stdin)
version = request["version"]
results = []
for text in request["texts"]:
    try:
        if version == 8:
            options = hcl2.SerializationOptions(**request["options"])
            value = hcl2.loads(text, serialization_options=options)
        else:
            value = hcl2.loads(text, **request["options"])
        results.append({"value": value})
    except Exception as error:  # the oracle's own failure is data
        results.append({"error": type(error).__name__})
json.dump(results, sys.stdout)
"""


def available():
    """None when both versions run, else the reason they do not."""
    if all(os.path.isdir(os.path.join(ROOT, v, "hcl2")) for v in ("7", "8")):
        return None
    for setup in SETUP_CANDIDATES:
        if os.path.isfile(setup):
            done = subprocess.run(["bash", setup, ROOT], capture_output=True, text=True)
            if done.returncode == 0:
                return None
            return "python-hcl2's setup failed: " + done.stderr[-500:]
    return "no python-hcl2 reference (../shared/reference/python-hcl2/setup.sh is missing)"


def loads_many(version, texts, options=None):
    """python-hcl2 `version`'s loads of each text: {"value": dict} or {"error": name}."""
    request = {"version": version, "texts": texts, "options": options or {}}
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, str(version)))
    done = subprocess.run([INTERPRETER, "-c", _CHILD], input=json.dumps(request), capture_output=True, text=True,
                          env=env, check=True)
    return json.loads(done.stdout)
