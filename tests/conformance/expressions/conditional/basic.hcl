t = true ? "yes" : "no"
f = false ? "yes" : "no"
nested = false ? 1 : true ? 2 : 3
computed = 1 + 1 == 2 ? "two" : "other"
