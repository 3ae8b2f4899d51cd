names = items.*.name
nested = items.*.inner.v
on_object = single.*.name
on_null = nothing.*.name
