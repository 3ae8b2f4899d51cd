a = [nosuch] + {b = nosuch2}
