a { x = 1 }
b "lbl" { y = "two" }
c {}
