// The start-up floor: an executable with no imports, built with the same flags as formc's
// release build. bench/run.sh times it next to `formc check` and `formc generate`.
print("hello")
