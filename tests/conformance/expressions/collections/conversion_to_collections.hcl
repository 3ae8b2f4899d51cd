list = [1, "2", 3]
set = ["b", "a", "b"]
map = { a = 1, b = "2" }
list_of_objects = [{ a = 1 }, { a = 2, b = "x" }]
