package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Strings kept in a field of a value object: a Kotlin data class or a
// Java record-like class holding an error code stores its constructor's
// parameter (code = p1), and kotlinc's synthetic default constructor
// passes either its own parameter or the default (a literal, or a
// companion object's val read through Companion.getX() and the
// access$getX$cp accessor, whose summaries return the literal). The
// field's flow-insensitive fact (fields.go) gives up at the parameter;
// StoredStrings follows it to what the constructors' callers pass.

// Limits of the search, per field.
const (
	// maxStoredStringDepth bounds how many callers back a stored
	// parameter is followed (the constructor, its $default bridge, the
	// code calling that).
	maxStoredStringDepth = 3
	// maxStoredStringCalls bounds the call sites replayed.
	maxStoredStringCalls = 32
)

// StoredStrings are the string constants stored into the String field f
// anywhere in the program, a stored parameter replaced by what the
// writer's callers pass. Callers live rejects are skipped (code that
// never runs, a data class's unused copy()). complete is false when a
// store is not a constant, a writer has no live caller or cannot be
// analysed, or the search hit one of its limits: the strings are then
// some of what the field holds.
func (p *Program) StoredStrings(f *dex.FieldRef, live func(*dex.Method) bool) (strs []string, complete bool) {
	if f.Type != "Ljava/lang/String;" || p.Classes[f.Class] == nil {
		return nil, false
	}
	writers := p.WritersOf(f)
	if len(writers) == 0 {
		return nil, false
	}
	s := &stringSearch{p: p, live: live, complete: true}
	k := fieldKey(f)
	for _, w := range writers {
		if !live(w) {
			continue
		}
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			s.complete = false
			continue
		}
		file := w.Class.File
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			op := in.Op
			if !(op >= dex.OpIput && op <= dex.OpIputShort || op >= dex.OpSput && op <= dex.OpSputShort) {
				return
			}
			if fr, err := file.Field(in.Index); err == nil && fieldKey(fr) == k {
				s.value(w, st.Reg(in.A), 0)
			}
		})
	}
	return s.strs, s.complete && len(s.strs) > 0
}

type stringSearch struct {
	p        *Program
	live     func(*dex.Method) bool
	calls    int
	strs     []string
	complete bool
}

func (s *stringSearch) value(m *dex.Method, v regflow.Value, depth int) {
	if v.Top || len(v.Alts) == 0 {
		s.complete = false
		return
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.Str:
			if !slices.Contains(s.strs, a.Str) {
				s.strs = append(s.strs, a.Str)
			}
		case a.Kind == regflow.Const && a.Int == 0:
			// null: a $default bridge's placeholder for the
			// argument it replaces, or a field left unset.
		case a.Kind == regflow.Param && (m.Static() || a.Int > 0):
			s.callersPass(m, int(a.Int), depth)
		default:
			s.complete = false
		}
	}
}

// callersPass adds what each live caller of m passes as its argument k.
func (s *stringSearch) callersPass(m *dex.Method, k int, depth int) {
	if depth >= maxStoredStringDepth {
		s.complete = false
		return
	}
	callers := s.p.Callers(m)
	seen := false
	for _, c := range callers {
		if !s.live(c.Method) || neverRuns(s.p, c.Method) {
			continue
		}
		seen = true
		if s.calls >= maxStoredStringCalls {
			s.complete = false
			return
		}
		s.calls++
		a, err := s.p.Analyze(c.Method)
		if err != nil || a == nil {
			s.complete = false
			continue
		}
		found := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Addr != c.Call.Addr || !in.IsInvoke() {
				return
			}
			args := CallArgs(st, in, c.Call.Ref)
			if k >= len(args) {
				return
			}
			found = true
			s.value(c.Method, args[k], depth+1)
		})
		if !found {
			s.complete = false
		}
	}
	if !seen {
		s.complete = false // an entry point, or called where the analysis cannot see
	}
}
