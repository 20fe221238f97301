package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// EnumEntry is one constant of a program enum as its <clinit> makes it.
type EnumEntry struct {
	Field   *dex.FieldRef
	Ordinal int64 // the ordinal passed to the constructor; -1 when not a constant
	// Strings are the string constants passed to the constructor: its
	// name() first when that is a constant, then the constructor's
	// own string arguments (Kotlin's `enum class Tool(val wire: String)`).
	Strings []string
}

// EnumEntries returns cls's constants in the order <clinit> stores them;
// nil when cls is not a program enum or its <clinit> cannot be analyzed.
// Dispatches on an enum (a when/switch through $EnumSwitchMapping$ or
// ordinal()) read which strings each case stands for from them.
func (p *Program) EnumEntries(cls string) []EnumEntry {
	info := p.enumOf(cls)
	if info == nil {
		return nil
	}
	out := make([]EnumEntry, 0, len(info.order))
	for _, k := range info.order {
		e := info.entries[k]
		ee := EnumEntry{Field: &dex.FieldRef{Class: k.class, Name: k.name, Type: k.typ}, Ordinal: -1}
		// Receiver, name, ordinal, then the declared parameters.
		if len(e.args) > 2 {
			if o, ok := e.args[2].Single(); ok && o.Kind == regflow.Const {
				ee.Ordinal = o.Int
			}
		}
		for i, a := range e.args {
			if i == 0 || i == 2 {
				continue
			}
			if s, ok := a.Single(); ok && s.Kind == regflow.Str {
				ee.Strings = append(ee.Strings, s.Str)
			}
		}
		out = append(out, ee)
	}
	return out
}
