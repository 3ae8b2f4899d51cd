num_or_str = true ? 1 : "x"
list = false ? [] : ["a"]
null_branch = true ? null : "x"
