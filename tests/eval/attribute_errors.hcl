[obj.missing, name.x, null.x, xs.x]
# VARS: {"name": "Ann", "n": 3, "xs": ["a", "b", "c"], "obj": {"list": [{"name": "x"}, {"name": "y"}], "k": "v"}, "objs": [{"name": "p", "age": 1}, {"name": "q", "age": 2}], "nums": [5, 1, 9]}
# CHECK-DIAG: @1:5-1:13 Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-DIAG: @1:19-1:21 Unsupported attribute: Can't access attributes on a primitive-typed value (string).
# CHECK-DIAG: @1:27-1:29 Attempt to get attribute from null value: This value is null, so it does not have any attributes.
# CHECK-DIAG: @1:33-1:35 Unsupported attribute: This value does not have any attributes.
