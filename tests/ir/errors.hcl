# A syntax error in one attribute becomes an Error node; the rest lowers.
good = 1
bad  = 1 +
also = 2
