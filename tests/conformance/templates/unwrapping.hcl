number = "${40 + 2}"
list = "${[1, 2]}"
null = "${null}"
padded = " ${40 + 2}"
