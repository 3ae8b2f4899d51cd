"""The work whose functions the Python module's layout puts first (python/CMakeLists.txt):
importing the module, then each file given read by hclc.hcl2_v7.loads, hclc.hcl2.loads
and hclc.loads, as a user's first calls would."""
import sys

import hclc
import hclc.hcl2
import hclc.hcl2_v7

for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as file:
        text = file.read()
    for loads in (hclc.hcl2_v7.loads, hclc.hcl2.loads, hclc.loads):
        try:
            loads(text)
        except Exception:  # noqa: BLE001 -- the profile wants the functions a failure runs too
            pass
