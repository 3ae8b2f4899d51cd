a = items.*.tags[0]
