swap = { for k, v in { a = "x", b = "y" } : v => k }
by_index = { for i, v in ["p", "q"] : v => i }
