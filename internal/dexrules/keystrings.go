package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Protocol keys and values (session_token, deadline_at_ms, execute_tool,
// error codes) reach code as literals only when they are Java constants
// or Kotlin const vals. A Kotlin object or companion val without const
// (read through its getter on INSTANCE), a @JvmField, or a Java static
// final computed in <clinit> holds the string in a field instead. The
// program's analysis already folds such fields (fieldRead) and getters
// (summaries) into the register values; the helpers below are the one
// place the rules ask "which string constant does this register hold".

// constString is an instruction that loads or uses a string constant: a
// const-string, or a call one of whose arguments holds the string.
type constString struct {
	Method *dex.Method
	Addr   uint32
	Value  string
}

// heldString returns a string constant v may hold that match accepts.
func heldString(v regflow.Value, match func(string) bool) (string, bool) {
	for _, a := range v.Alts {
		if a.Kind == regflow.Str && match(a.Str) {
			return a.Str, true
		}
	}
	return "", false
}

// keyStrings returns, in the given methods, the places that load or use a
// string match accepts (see methodKeyStrings), by method and address.
func keyStrings(prog *program.Program, reach map[*dex.Method]*program.Caller, match func(string) bool) []constString {
	var out []constString
	for _, m := range program.SortedKeys(reach) {
		out = append(out, methodKeyStrings(prog, m, match)...)
	}
	return out
}

// methodKeyStrings returns, in address order, m's const-string
// instructions of a string match accepts, and its calls passing such a
// string that came from a field or a getter. Only a method reading a
// program field or calling a program method that returns text is
// analyzed for the second: literal-only methods stay a walk of opcodes.
func methodKeyStrings(prog *program.Program, m *dex.Method, match func(string) bool) []constString {
	code, err := m.Code()
	if err != nil || code == nil {
		return nil
	}
	var out []constString
	file := m.Class.File
	flow := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		switch {
		case in.Op == dex.OpConstString || in.Op == dex.OpConstStringJumbo:
			if s, err := file.String(in.Index); err == nil && match(s) {
				out = append(out, constString{Method: m, Addr: in.Addr, Value: s})
			}
		case !flow:
			flow = readsProgramText(prog, file, in)
		}
		return true
	})
	if !flow {
		return out
	}
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return out // only the literals: the failed analysis is every rule's limit note
	}
	byAddr := program.CallsByAddr(prog.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() {
			return
		}
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		for _, v := range program.CallArgs(st, in, c.Ref) {
			if s, ok := heldString(v, match); ok {
				out = append(out, constString{Method: m, Addr: in.Addr, Value: s})
				return
			}
		}
	})
	slices.SortStableFunc(out, func(x, y constString) int { return int(x.Addr) - int(y.Addr) })
	return slices.CompactFunc(out, func(x, y constString) bool { return x.Addr == y.Addr && x.Value == y.Value })
}

// readsProgramText reports whether in reads a text-typed field of a
// program class or calls a program method returning text: the ways a
// field-held key reaches a register.
func readsProgramText(prog *program.Program, file *dex.File, in *dex.Insn) bool {
	text := func(typ string) bool {
		return typ == "Ljava/lang/String;" || typ == "Ljava/lang/Object;" || typ == "Ljava/lang/CharSequence;"
	}
	switch {
	case in.Op == dex.OpIget+2 || in.Op == dex.OpSget+2: // iget-object, sget-object
		f, err := file.Field(in.Index)
		return err == nil && prog.Classes[f.Class] != nil && text(f.Type)
	case in.IsInvoke():
		r, err := file.Method(in.Index)
		return err == nil && prog.Classes[r.Class] != nil && text(r.Return)
	}
	return false
}

// loadsKey reports whether m loads or uses the string s (methodKeyStrings).
func loadsKey(prog *program.Program, m *dex.Method, s string) bool {
	return len(methodKeyStrings(prog, m, func(x string) bool { return x == s })) > 0
}
