/* a
 b */ x = 1
yy = 2
