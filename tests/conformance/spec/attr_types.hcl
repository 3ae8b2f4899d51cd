s = 1
n = "2.5"
b = "false"
l = ["a", 1]
st = ["b", "a", "b"]
m = { x = 1, y = "2" }
o = { name = "n", extra = true }
t = ["a", 2]
a = [1, "x"]
