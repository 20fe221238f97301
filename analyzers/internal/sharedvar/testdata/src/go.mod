module example.com/sv

go 1.26.0

require github.com/clawseed/cetpaudit v0.0.0

replace github.com/clawseed/cetpaudit => ../../../../..
