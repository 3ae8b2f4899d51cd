str = "hello"
num = 42
yes = true
nothing = null
list = [1, 2]
