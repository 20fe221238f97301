// Command registry only hands shared.Notes to a registry that takes any
// value: whether it is served there is out of sight, so a CETP608 note,
// not a finding.
package main

import "example.com/alerts/shared"

var services = map[string]any{}

func register(name string, svc any) { services[name] = svc }

func main() {
	register("notes", shared.Notes) // want `CETP608: note: shared.Notes, the provider declared at shared.go:\d+, has mutating tools "delete_alert" \(delete\) and no package of the program sets shared.Notes.Executor; here it goes where its type no longer shows whether it is served`
}
