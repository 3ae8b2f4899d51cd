names = items[*].name
indexed = items[*].tags[0]
whole = items[*]
on_null = nothing[*]
on_object = single[*].name
