a = nothing[0]
