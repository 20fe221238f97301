// Package toolreg keeps the tools plugin packages register from init.
package toolreg

import "github.com/clawseed/cetpaudit/cetp"

var tools []cetp.Tool

// Register adds a tool; plugins call it from init.
func Register(t cetp.Tool) { tools = append(tools, t) }

// All returns the registered tools.
func All() []cetp.Tool { return tools }
