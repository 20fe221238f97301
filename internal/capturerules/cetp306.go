package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

func init() { register("CETP306", checkAsyncNegotiated) }

func checkAsyncNegotiated(p *CapturePass) {
	negs := negotiations(p.Set)
	if len(negs) == 0 {
		return // no negotiation captured: nothing to compare with
	}
	for _, n := range negs {
		caps := n.Doc.Get(cetp.FieldCapabilities)
		if descriptor.KindOf(caps) == descriptor.KindAbsent {
			continue
		}
		if descriptor.KindOf(caps) != descriptor.KindArray {
			return // CETP203 reports it; the selection is unknown
		}
		for _, e := range caps.Elems {
			if e.Kind == descriptor.KindString && e.Str == string(cetp.CapAsyncOperations) {
				return
			}
		}
	}
	for _, l := range p.Set.Of(capture.ToolsV2) {
		for _, t := range l.ToolList().Tools.Items {
			if t.Annotations.ExecutionValue() == cetp.ExecutionSyncOrAsync {
				at := t.Annotations.Execution.At
				p.Report(at, descriptorrules.Subject(at), t.Label(),
					"tool %s declares execution \"sync_or_async\" but the captured negotiation did not select async_operations; declare \"sync\" or negotiate it (§3.4)",
					t.Ref())
			}
		}
	}
}
