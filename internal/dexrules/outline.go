package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
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
		at = append(at, program.Site(c))
	}
	return at, " through " + program.OutlineKind(s.Method) + " " + Short(s.Method)
}

// outlineCall is a call of an outline that passes a request value.
type outlineCall struct {
	site program.Site
	info reqInfo
}

// outlineCalls returns, when m is an outline (program.OutlineKind), its
// calls in the request flow that pass it a request value, each with the
// best evidence of what it passes; ok is false when m is not an outline
// or no call of it passes one (the finding stays where it is).
func (f *reqFlow) outlineCalls(m *dex.Method) (out []outlineCall, ok bool) {
	for _, c := range f.prog.OutlineCallers(m, nil) {
		if !f.seen[c.Method] {
			continue // no request value in it
		}
		a, err := f.prog.Analyze(c.Method)
		if err != nil || a == nil {
			continue
		}
		var best reqInfo
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != c.Call.Addr || !in.IsInvoke() {
				return
			}
			for _, x := range program.CallArgs(st, in, c.Call.Ref) {
				if info, ok := f.Value(c.Method, st, x); ok {
					best, found = joined(best, found, info), true
				}
			}
		})
		if found {
			out = append(out, outlineCall{program.Site(c), best})
		}
	}
	return out, len(out) > 0
}
