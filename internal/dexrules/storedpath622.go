package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// storedPaths tells CETP622 which request values read from a field are
// the text of a path already built from the request elsewhere: the
// field's every store of a request value keeps what File.getPath (or
// another path-to-text call) answers. The path was judged where a File
// or Path was built from the argument (that building is itself a path
// sink); each later `new File(row.resultPath)` is the same path, not a
// new way in, and reporting it again would repeat one defect once per
// reader of the field.
type storedPaths struct {
	f    *reqFlow
	memo map[string]bool
}

func newStoredPaths(f *reqFlow) *storedPaths {
	return &storedPaths{f: f, memo: map[string]bool{}}
}

// pathText lists the calls that turn a File or Path into its text.
func pathText(ref *dex.MethodRef) bool {
	switch ref.Class {
	case "Ljava/io/File;":
		switch ref.Name {
		case "getPath", "getAbsolutePath", "getCanonicalPath", "toString":
			return true
		}
	case "Ljava/nio/file/Path;":
		return ref.Name == "toString"
	}
	return false
}

// judgedElsewhere reports whether every request-carrying alternative of
// v, which m read, is a field (or a trivial getter of one) that only ever
// stores a built path's text.
func (s *storedPaths) judgedElsewhere(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	seen := false
	for _, a := range v.Alts {
		var fr *dex.FieldRef
		switch a.Kind {
		case regflow.Field:
			fr = a.Field
		case regflow.Call:
			if a.Ref != nil {
				if g := s.f.prog.Lookup(a.Ref.Class, a.Ref.NameProto()); g != nil {
					fr = s.f.prog.TrivialGetter(g)
				}
			}
		case regflow.Str, regflow.Const:
			continue // the code's own text
		}
		if fr == nil || !s.storesPathText(fr) {
			return false
		}
		seen = true
	}
	return seen
}

// maxPathTextCallers bounds the calls of a setter or constructor
// pathTextIn asks about the value it stores.
const maxPathTextCallers = 8

// pathTextIn reports whether v, a request value in m, is a path's text:
// what File.getPath (or another path-to-text call) answers there, or —
// one call up, for a setter or constructor storing its parameter (a
// Kotlin property's setter, `this.outputPath = outputPath`) — what each
// of m's callers passes it, when that is such text or no request value.
func (s *storedPaths) pathTextIn(m *dex.Method, v regflow.Value, up int) bool {
	calls := program.CallsByAddr(s.f.prog.Calls(m))
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.Call && a.Via == nil && calls[a.Site] != nil && pathText(calls[a.Site].Ref):
		case a.Kind == regflow.Param && a.Or == 0 && (m.Static() || a.Int > 0) && up > 0:
			callers := s.f.prog.Callers(m)
			if len(callers) == 0 || len(callers) > maxPathTextCallers {
				return false
			}
			for _, c := range callers {
				judged := false
				good := true
				s.f.prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
					if cc.Addr != c.Call.Addr {
						return
					}
					judged = true
					args := program.CallArgs(st, in, cc.Ref)
					if int(a.Int) >= len(args) {
						good = false
						return
					}
					if _, req := s.f.Value(c.Method, st, args[a.Int]); req && !s.pathTextIn(c.Method, args[a.Int], up-1) {
						good = false
					}
				})
				if !judged || !good {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// storesPathText reports whether every store of a request value into fr
// keeps a path's text, itself or as the parameter its setter's or
// constructor's callers give it (false when a writer cannot be analyzed,
// or a store keeps anything else: the argument itself).
func (s *storedPaths) storesPathText(fr *dex.FieldRef) bool {
	id := fieldID(fr)
	if r, ok := s.memo[id]; ok {
		return r
	}
	s.memo[id] = false // a cycle through the field decides nothing
	found, ok := false, true
	complete := s.f.prog.StoresOf(fr, func(w *dex.Method, in *dex.Insn, st *regflow.State, v regflow.Value) {
		if !ok {
			return
		}
		if _, req := s.f.Value(w, st, v); !req {
			return
		}
		if v.Top {
			ok = false
			return
		}
		if !s.pathTextIn(w, v, 1) {
			ok = false
			return
		}
		found = true
	})
	r := complete && ok && found
	s.memo[id] = r
	return r
}
