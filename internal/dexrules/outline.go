package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// placeOutlined returns where a finding about call s belongs. A call
// inside code D8 or R8 moved out of the methods that wrote it (an
// outline, an API model outline, a backport: program.OutlineKind) has no
// source of its own: the finding goes to the outline's calls in in (the
// methods the code was written in), with via naming the outline for the
// message (" through R8's API outline C.m"). Otherwise, or when no caller
// is in in, it is s itself and via is "".
func placeOutlined(prog *program.Program, s program.Site, in map[*dex.Method]*program.Caller) (at []program.Site, via string) {
	callers := prog.OutlineCallers(s.Method, in)
	if len(callers) == 0 {
		return []program.Site{s}, ""
	}
	for _, c := range callers {
		at = append(at, program.Site{Method: c.Method, Call: c.Call})
	}
	return at, " through " + program.OutlineKind(s.Method) + " " + Short(s.Method)
}
