package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// textKey reports whether key is a member of the data JSON text (§3
// negotiate's session_token, §4.4's operation_id) that code often writes
// by hand, "{\"operation_id\":\"" + id + "\"}", instead of through a
// JSONObject: such a text is read for puts too.
func textKey(key string) bool {
	return key == cetp.KeySessionToken || key == cetp.KeyOperationID
}

// isTextBuilder reports whether class builds text by append (javac's
// and D8's string concatenation, Kotlin string templates).
func isTextBuilder(class string) bool {
	return class == "Ljava/lang/StringBuilder;" || class == "Ljava/lang/StringBuffer;"
}

// endsWithTextKey reports whether s, a constant appended to a text
// builder, ends with the JSON member name key and its colon (and the
// opening quote of a string value): what is appended next is the value.
func endsWithTextKey(s, key string) bool {
	s = strings.TrimRight(s, " \t\n")
	s = strings.TrimSuffix(s, `"`)
	s = strings.TrimRight(s, " \t\n")
	s, ok := strings.CutSuffix(s, ":")
	if !ok {
		return false
	}
	return strings.HasSuffix(strings.TrimRight(s, " \t\n"), `"`+key+`"`)
}

// mayNameTextKey reports whether m loads a constant naming key as a JSON
// member ("key" followed by a colon): only such methods are replayed for
// hand-written JSON text.
func mayNameTextKey(m *dex.Method, keys []string) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return false
	}
	found := false
	f := m.Class.File
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if in.Op != dex.OpConstString && in.Op != dex.OpConstStringJumbo {
			return true
		}
		str, err := f.String(in.Index)
		if err != nil {
			return true
		}
		for _, k := range keys {
			if textKey(k) && endsWithTextKey(str, k) {
				found = true
			}
		}
		return !found
	})
	return found
}

// eachTextPut calls fn with every value m appends to a text builder right
// after a constant ending in the JSON member name key and its colon
// ("{\"operation_id\":\"" then the id): a put of the value under key in
// hand-written JSON text. c is the append of the value. The two appends
// are taken in address order, the order javac, D8 and kotlinc emit a
// concatenation in.
func (p *Program) eachTextPut(m *dex.Method, a *Analysis, key string, fn func(v regflow.Value, taint regflow.Taint, c *Call)) {
	byAddr := CallsByAddr(p.Calls(m))
	pending := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || !isTextBuilder(c.Ref.Class) {
			return
		}
		if c.Ref.Name != "append" || len(c.Ref.Params) != 1 {
			if c.Ref.Name == "toString" {
				pending = false
			}
			return
		}
		args := regflow.Args(st, in, c.Ref, false)
		if len(args) < 2 {
			return
		}
		if pending {
			pending = false
			fn(args[1], st.ValueTaint(args[1]), c)
			return
		}
		if s, ok := args[1].Single(); ok && s.Kind == regflow.Str && endsWithTextKey(s.Str, key) {
			pending = true
		}
	})
}
