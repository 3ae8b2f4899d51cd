[objs.*.name.*, 1]
# CHECK-DIAG: @1:14-1:15 Nested splat expression not allowed: A splat expression (*) cannot be used inside another attribute-only splat expression.
