// Package bare serves the registry without importing any package that
// registers into it — the plugin layout, where only main blank-imports
// the plugins. Here the registry is read as empty, and the note says so
// at the list instead of checking it silently as empty: plugins' tool
// (CETP308 against this descriptor) cannot be seen from here.
package bare

import (
	"example.com/alerts/catalog"
	"example.com/alerts/registry"
	"github.com/clawseed/cetpaudit/cetp"
)

// Provider serves whatever the program's plugins register.
var Provider = &cetp.Provider{
	Descriptor: catalog.Descriptor,
	Tools:      registry.All(),
}
