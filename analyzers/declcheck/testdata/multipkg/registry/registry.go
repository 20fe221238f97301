// Package registry keeps the tools other packages register from their init
// functions; it declares none itself.
package registry

import "github.com/clawseed/cetpaudit/cetp"

var tools []cetp.Tool

// Register adds a tool; plugin packages call it from init.
func Register(t cetp.Tool) { tools = append(tools, t) }

// All returns every registered tool.
func All() []cetp.Tool { return tools }
