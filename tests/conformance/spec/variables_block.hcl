a = greeting
b = nums[1]
c = obj.k
