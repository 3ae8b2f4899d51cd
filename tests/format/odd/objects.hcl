a = {
b = {
c = {d=1,e=[1,2,{f=3}]}
}
"quoted key" = 2
(k) = 3
}
empty = {}
empty_list = [ ]
x = {a=1}
