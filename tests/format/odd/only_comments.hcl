# only
# comments
