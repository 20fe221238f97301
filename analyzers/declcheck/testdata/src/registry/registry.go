// Package registry fills a tool registry from init functions, as plugin-
// style Providers do: appends at the top level of init, and a registration
// function called there. Every registered tool is checked against the
// descriptor of the Provider that serves the registry.
package registry

import "github.com/clawseed/cetpaudit/cetp"

var descriptor = cetp.ProviderDescriptor{
	ProviderID:   "com.example.tasks",
	ProviderName: "Tasks",
	Description:  "Tasks",
	Scopes: []cetp.Scope{
		{Name: "tasks.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityPersonal},
		{Name: "tasks.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityPersonal},
	},
}

const closed = `{"type": "object", "additionalProperties": false}`
const out = `{"type": "object", "properties": {"id": {"type": "string"}}}`

var registry []cetp.Tool

// Register adds tools; init functions call it.
func Register(ts ...cetp.Tool) { registry = append(registry, ts...) } // want Register:"registers tools into example.com/alerts/registry.registry"

func init() {
	registry = append(registry, cetp.Tool{
		Name: "list_tasks", Description: "List tasks", InputSchema: closed, OutputSchema: out,
		Scopes:      []string{"tasks.read"},
		Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
	})
}

var complete = cetp.Tool{
	Name: "complete_task", Description: "Complete a task", InputSchema: closed, OutputSchema: out,
	Scopes:      []string{"tasks.done"}, // want `CETP308: tool "complete_task" requires scope "tasks.done", which the provider.s scope catalog does not declare`
	Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
}

func init() { Register(complete) }

// A registration in a package-level initializer runs at init time too.
func registerOne(t cetp.Tool) bool {
	registry = append(registry, t)
	return true
}

var _ = registerOne(cetp.Tool{
	Name: "snooze_task", Description: "Snooze a task", InputSchema: closed, OutputSchema: out,
	Scopes:      []string{"tasks.snooze"}, // want `CETP308: tool "snooze_task" requires scope "tasks.snooze"`
	Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
})

// Provider serves the registry.
// Register is exported, so packages that import this one may register
// more, out of its sight: noted.
var Provider = &cetp.Provider{Descriptor: descriptor, Tools: registry} // want `note: the tool list "registry" reads the registry registry.registry, which any package can fill through registry.Register; cetpaudit sees the registrations of this package and the packages it imports, and it holds 3 tools here`

// runtime is a registry that a handler also fills while the program runs:
// not evaluated, noted where it is served, naming the write.
var runtime []cetp.Tool

func init() { runtime = append(runtime, complete) }

func addLater(t cetp.Tool) {
	if t.Name != "" {
		runtime = append(runtime, t)
	}
}

var _ = addLater

// Dynamic serves it.
var Dynamic = &cetp.Provider{Descriptor: descriptor, Tools: runtime} // want `the tool list "runtime" is not checked: "runtime" is filled at run time \(an assignment at registry.go:68, not a straight-line registration in an init function\)`
