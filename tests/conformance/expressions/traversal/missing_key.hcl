a = obj["nope"]
