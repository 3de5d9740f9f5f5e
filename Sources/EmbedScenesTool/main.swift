print("embed")
