none = cat()
some = cat("a", "b", "c")
