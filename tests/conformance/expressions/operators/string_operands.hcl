sum = "1" + "2"
product = "2.5" * 2
less = "3" < 10
and = "true" && true
