lt = 1 < 2
le = 2 <= 2
gt = 3 > 4
ge = 4 >= 5
eq_num = 1 == 1.0
eq_str = "a" == "a"
ne_str = "a" != "b"
eq_mixed = 1 == "1"
eq_null = null == null
ne_null = "x" != null
eq_list = [1, 2] == [1, 2]
eq_obj = {a = 1} == {a = 1}
eq_obj_diff = {a = 1} == {a = 2}
