actual_name = "value"
