// Package app serves the catalog's declarations.
package app

import (
	"encoding/json"

	"example.com/alerts/catalog"
	_ "example.com/alerts/plugins" // registers its tools into registry
	"example.com/alerts/registry"
	"github.com/clawseed/cetpaudit/cetp"
)

// Provider puts them together: its tool list is built by calls into
// another package.
var Provider = &cetp.Provider{
	Descriptor: catalog.Descriptor,
	Tools:      append(catalog.MoreTools(), catalog.Tools...),
}

func loadTools(data []byte) []cetp.Tool {
	var out []cetp.Tool
	if err := json.Unmarshal(data, &out); err != nil {
		return nil
	}
	return out
}

// Dynamic loads part of its list at run time: said in a note, not skipped.
var Dynamic = &cetp.Provider{
	Tools: append(loadTools(nil), catalog.Tools...),
}

// Registered serves what the linked plugins register.
var Registered = &cetp.Provider{
	Descriptor: catalog.Descriptor,
	Tools:      registry.All(),
}
