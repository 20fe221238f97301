// Package vetdriver runs cetpaudit's Go analyzers (analyzers/all) for the
// cetpaudit binary: under go vet through the unitchecker protocol (Vet), and
// over package patterns for cetpaudit go (Run), which runs go vet with the
// binary itself as the tool, one process per package, and turns the
// diagnostics it prints into findings for the shared report formats.
package vetdriver
