print("sbplay")
