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
			if textKey(k) && (endsWithTextKey(str, k) || len(formatKeyArgs(str, k)) > 0) {
				found = true
			}
		}
		return !found
	})
	return found
}

// eachTextPut calls fn with every value m appends to a text builder right
// after a constant ending in the JSON member name key and its colon
// ("{\"operation_id\":\"" then the id), and every argument String.format
// puts at a format specifier right after the key in a constant format
// ("{\"operation_id\":\"%s\"}"): a put of the value under key in
// hand-written JSON text. c is the append of the value, or the format
// call. The two appends are taken in address order, the order javac, D8
// and kotlinc emit a concatenation in. cut is called with a format call
// whose constant format names key before a specifier but whose argument
// there the analysis cannot read (an array made elsewhere, an element
// stored at an index that is not a constant).
func (p *Program) eachTextPut(m *dex.Method, a *Analysis, key string, fn func(v regflow.Value, taint regflow.Taint, c *Call), cut func(c *Call)) {
	byAddr := CallsByAddr(p.Calls(m))
	pending := false
	// The elements stored into arrays made in m (by site and index; index
	// -1 when one was stored at an index not known), and the copies
	// Arrays.copyOf makes of them (kotlinc's spread of a vararg array).
	type elem struct {
		v     regflow.Value
		taint regflow.Taint
	}
	var elems map[uint32]map[int64]elem
	var copies map[uint32]uint32
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpAputObject {
			site, ok := localArray(st.Reg(in.B), nil)
			if !ok {
				return
			}
			k := int64(-1)
			if c, ok := st.Reg(in.C).Single(); ok && c.Kind == regflow.Const {
				k = c.Int
			}
			if elems == nil {
				elems = map[uint32]map[int64]elem{}
			}
			if elems[site] == nil {
				elems[site] = map[int64]elem{}
			}
			v := st.Reg(in.A)
			elems[site][k] = elem{v, st.ValueTaint(v)}
			return
		}
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		if isArrayCopy(c.Ref) {
			args := regflow.Args(st, in, c.Ref, true)
			if site, ok := localArray(args[0], copies); ok {
				if copies == nil {
					copies = map[uint32]uint32{}
				}
				copies[c.Addr] = site
			}
			return
		}
		if f := formatParam(c.Ref); f >= 0 {
			args := regflow.Args(st, in, c.Ref, true)
			s, ok := args[f].Single()
			if !ok || s.Kind != regflow.Str {
				return
			}
			at := formatKeyArgs(s.Str, key)
			if len(at) == 0 {
				return
			}
			site, ok := localArray(args[f+1], copies)
			for _, k := range at {
				e, found := elems[site][k]
				if !ok || !found || elems[site][-1].v.Top || len(elems[site][-1].v.Alts) > 0 {
					cut(c)
					return
				}
				fn(e.v, e.taint, c)
			}
			return
		}
		if !isTextBuilder(c.Ref.Class) {
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

// localArray returns the site of the one array v is when m made it (or
// when v is a copy Arrays.copyOf made of one, copies mapping the copy's
// call to the array's site).
func localArray(v regflow.Value, copies map[uint32]uint32) (uint32, bool) {
	a, ok := v.Single()
	switch {
	case !ok || a.Via != nil:
		return 0, false
	case a.Kind == regflow.Array:
		return a.Site, true
	case a.Kind == regflow.Call && isArrayCopy(a.Ref):
		site, ok := copies[a.Site]
		return site, ok
	}
	return 0, false
}

// isArrayCopy reports whether ref is Arrays.copyOf of an object array,
// with which kotlinc passes a vararg array on (`*args`).
func isArrayCopy(ref *dex.MethodRef) bool {
	return ref.Class == "Ljava/util/Arrays;" && ref.Name == "copyOf" && len(ref.Params) == 2 && ref.Params[0] == "[Ljava/lang/Object;"
}

// formatParam returns the parameter index of the format of a
// String.format call (the arguments array follows it), or -1.
func formatParam(ref *dex.MethodRef) int {
	if ref.Class != "Ljava/lang/String;" || ref.Name != "format" {
		return -1
	}
	switch {
	case len(ref.Params) == 2 && ref.Params[0] == "Ljava/lang/String;" && ref.Params[1] == "[Ljava/lang/Object;":
		return 0
	case len(ref.Params) == 3 && ref.Params[0] == "Ljava/util/Locale;" && ref.Params[1] == "Ljava/lang/String;" && ref.Params[2] == "[Ljava/lang/Object;":
		return 1
	}
	return -1
}

// formatKeyArgs returns the indexes of the format arguments that the
// format specifiers of format right after the JSON member name key and
// its colon print ("\"operation_id\":\"%s\"": the argument of that %s),
// reading java.util.Formatter's syntax: %% and %n take no argument, %2$s
// the second, %<s the previous specifier's.
func formatKeyArgs(format, key string) []int64 {
	var out []int64
	next, last := int64(0), int64(-1)
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		start := i
		j := i + 1
		// [argument_index$ | <][flags][width][.precision]conversion
		arg := int64(-2)
		if j < len(format) && format[j] == '<' {
			arg = last
			j++
		} else {
			n, k := int64(0), j
			for k < len(format) && format[k] >= '0' && format[k] <= '9' {
				n = n*10 + int64(format[k]-'0')
				k++
			}
			if k > j && k < len(format) && format[k] == '$' {
				arg = n - 1
				j = k + 1
			}
		}
		for j < len(format) && strings.IndexByte("-#+ 0,(123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			break
		}
		conv := format[j]
		if conv == 't' || conv == 'T' {
			j++
		}
		i = j
		if conv == '%' || conv == 'n' {
			continue
		}
		if arg == -2 {
			arg = next
			next++
		}
		last = arg
		if arg >= 0 && endsWithTextKey(format[:start], key) {
			out = append(out, arg)
		}
	}
	return out
}
