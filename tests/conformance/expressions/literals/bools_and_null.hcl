t = true
f = false
n = null
