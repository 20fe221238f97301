package rules

import (
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() {
	Register(&Rule{
		ID: "CETP406", Name: "SelfReportedIdentityField", Level: finding.Warning, Precision: High,
		Section: "7.1", Applies: "T, G",
		Short: "An input property carries the caller's identity.",
		Full: "Package names, caller fields in args and self-reported Consumer identity are untrusted " +
			"(§7.1): the Provider must take the caller from Binder.getCallingUid() at call() entry. An " +
			"argument such as caller, caller_package, calling_uid or consumer_id (matched as normalized " +
			"name tokens) invites the Provider to trust it. A tool whose subject is some package or UID " +
			"(get_app_info with package_name) is not flagged.",
		Fix:     "Remove the argument; identify the caller from the Binder calling UID and its verified packages (§7.1).",
		Example: "```json\n\"properties\": {\"caller_package\": {\"type\": \"string\"}}   // bad\n```",
		CWE:     290,
		Decl:    checkIdentityField,
	})
}

func checkIdentityField(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		if t.InputSchema.Kind != descriptor.KindObject {
			continue
		}
		for _, pr := range inputProperties(t.InputSchema.Node) {
			if ident.NamesCaller(pr.Name) {
				p.Report(pr.At, Subject(pr.At), t.Label()+":"+pr.Name,
					"tool %s takes input %s, a self-reported caller identity; identify the caller from the Binder calling UID instead (§7.1)",
					finding.Quote(t.Label()), finding.Quote(pr.Name))
			}
		}
	}
}
