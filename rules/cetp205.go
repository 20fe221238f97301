package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP205", Name: "ProviderIdMismatch", Level: finding.Error, Precision: VeryHigh,
		Section: "3.1", Applies: "N, P, M",
		Short: "provider_id differs between captures of one provider, or lies outside the app's package namespace.",
		Full: "provider_id must be stable, defaults to the Android package name, and a custom value must " +
			"remain within that package's namespace (§3.1). Consumers route by (provider_id, tool_name): " +
			"an id that changes between responses, or that claims another app's namespace, lets one app " +
			"impersonate or shadow another's tools.",
		Fix:      "Use the package name as provider_id, or a name under \"<package>.\", and return the same value from negotiate and get_provider_info.",
		Example:  "```json\n// APK package com.example.app\n\"provider_id\": \"com.bank.app\"   // bad\n\"provider_id\": \"com.example.app\"   // good\n```",
		CWE:      290,
		Captures: checkProviderID,
	})
}

func checkProviderID(p *CapturePass) {
	first := ""
	pkg := ""
	if p.Set.Manifest != nil {
		pkg = p.Set.Manifest.Package
	}
	for _, c := range p.Set.Captures {
		if (c.Kind != capture.Negotiate && c.Kind != capture.ProviderInfo) || descriptor.KindOf(c.Doc) != descriptor.KindObject {
			continue
		}
		v := c.Doc.Get(cetp.FieldProviderID)
		if descriptor.KindOf(v) != descriptor.KindString {
			continue // missing or mistyped: CETP303 (provider info)
		}
		id := v.Str
		switch {
		case pkg != "" && !capture.InNamespace(id, pkg):
			p.Report(v.At, Subject(v.At), id, "provider_id %s is neither the app's package %s nor inside its namespace (%s.*); another app's id lets this provider shadow its tools (§3.1)",
				finding.Quote(id), finding.Quote(pkg), pkg)
		case first != "" && id != first:
			p.Report(v.At, Subject(v.At), id, "provider_id %s differs from %s in another capture of this provider; provider_id must be stable (§3.1)",
				finding.Quote(id), finding.Quote(first))
		}
		if first == "" {
			first = id
		}
	}
}
