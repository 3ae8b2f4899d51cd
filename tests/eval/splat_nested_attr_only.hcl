[objs.*.name.*, 1]
# RUN: %eval -e %text
# CHECK-STDERR: @1:14-1:15 Nested splat expression not allowed: A splat expression (*) cannot be used inside another attribute-only splat expression.
# EXIT: 2
