

# leading comment
a = 1   # trailing hash comment

// slash comment
b = 2 // trailing slash comment
/* block
   comment */ c = 3

