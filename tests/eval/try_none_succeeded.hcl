try(obj.missing, xs[9])
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:1-1:5 Error in function call: Call to function "try" failed: no expression succeeded:\n- Unsupported attribute (at <expr>:1,8-16)\n  This object does not have an attribute named "missing".\n- Invalid index (at <expr>:1,20-23)\n  The given key does not identify an element in this collection value.\n\nAt least one expression must produce a successful result.
