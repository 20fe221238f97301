module github.com/clawseed/cetpaudit

go 1.26.0

require (
	github.com/avast/apkparser v0.0.0-20260423123151-7fcaee440f68
	github.com/klauspost/compress v1.18.0
	github.com/owenrumney/go-sarif/v2 v2.3.3
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	golang.org/x/mod v0.42.0
	golang.org/x/text v0.14.0
	golang.org/x/tools v0.52.0
)

require golang.org/x/sync v0.24.0 // indirect
