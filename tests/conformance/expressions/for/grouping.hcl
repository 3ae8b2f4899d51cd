groups = { for s in ["apple", "avocado", "banana"] : substr(s, 0, 1) => s... }
