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
		return fmt.Sprintf("the %d callers of %s are more than %d calls away from the field's writer, the analysis's budget for following its arguments (first: %s)",
			c.Callers, Short(c.Writer), program.MaxStoredArgDepth, Short(c.First.Method))
	}
	return fmt.Sprintf("the analysis followed %d callers of the writers for it, its budget, and did not reach %s's caller %s (of %d)",
		program.MaxStoredArgCallers, Short(c.Writer), Short(c.First.Method), c.Callers)
}
