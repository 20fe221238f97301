// Package vetdriver runs cetpaudit's Go analyzers (analyzers/all) for the
// cetpaudit binary: under go vet through the unitchecker protocol (Vet), and
// directly over package patterns through go/analysis/checker (Run), whose
// diagnostics it turns into findings for the shared report formats.
package vetdriver
