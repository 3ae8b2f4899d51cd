or_left   = yes || nosuch
and_left  = no && nosuch.attr
or_right  = nosuch || true
and_right = [nosuch][0] && false
and_null  = absent && yes
or_null   = absent || yes
