import FormDSL
print("formc")
