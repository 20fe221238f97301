package dexrules

import (
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// javaField names a field for messages: com.example.Session.token.
func javaField(f *dex.FieldRef) string {
	return finding.Sanitize(JavaName(f.Class) + "." + f.Name)
}

// storedCutText says why the callers filling a field were not all
// followed (program.StoredArgTaint), naming where it stopped.
func storedCutText(c *program.StoredArgsCut) string {
	switch {
	case c.Unanalyzed != nil:
		return fmt.Sprintf("the caller %s passing the value could not be analyzed", Short(c.Unanalyzed))
	case c.Deep:
		return fmt.Sprintf("the callers of its writers are followed at most %d calls deep: %s, which passes the value on, is called from %d place(s) not followed (first %s)",
			program.MaxStoredArgDepth, Short(c.Writer), c.Callers, Short(c.First.Method))
	}
	return fmt.Sprintf("the callers of its writers are followed through at most %d call sites: %s's caller %s (one of %d) was not reached",
		program.MaxStoredArgCallers, Short(c.Writer), Short(c.First.Method), c.Callers)
}
