[obj.missing, name.x, null.x, xs.x]
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:5-1:13 Unsupported attribute: This object does not have an attribute named "missing".
# CHECK-STDERR: @1:19-1:21 Unsupported attribute: Can't access attributes on a primitive-typed value (string).
# CHECK-STDERR: @1:27-1:29 Attempt to get attribute from null value: This value is null, so it does not have any attributes.
# CHECK-STDERR: @1:33-1:35 Unsupported attribute: This value does not have any attributes.
# EXIT: 2
