implicit = "block label names the attribute"
