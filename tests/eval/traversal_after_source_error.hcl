[[nosuch][null], {a = nosuch}.b, lower(1, 2)[null]]
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:3-1:9 Unknown variable: There is no variable named "nosuch".
# CHECK-STDERR: @1:10-1:16 Invalid index: Can't use a null value as an indexing key.
# CHECK-STDERR: @1:23-1:29 Unknown variable: There is no variable named "nosuch".
# CHECK-STDERR: @1:30-1:32 Unsupported attribute: This object does not have an attribute named "b".
# CHECK-STDERR: @1:43-1:44 Too many function arguments: Function "lower" expects only 1 argument(s).
# CHECK-STDERR: @1:45-1:51 Invalid index: Can't use a null value as an indexing key.
# EXIT: 2
