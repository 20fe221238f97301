package program

import (
	"slices"
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
// ("{\"operation_id\":\"" then the id, or a builder made with that
// text then the id), and every argument String.format
// puts at a format specifier right after the key in a constant format
// ("{\"operation_id\":\"%s\"}"), directly or through a program helper
// that passes its own format and arguments on to String.format
// (formatHelper): a put of the value under key in hand-written JSON
// text. c is the append of the value, or the format call. The append
// after the key is found on every path from it (textAfterKey), so text
// split across an if/else or a loop is read whichever branch appends the
// key or the value. cut is called with a format call whose constant
// format names key before a specifier but whose argument there the
// analysis cannot read (an array made elsewhere, an element stored at an
// index that is not a constant), deep set when the format goes down a
// chain of helpers longer than maxFormatHelperDepth.
func (p *Program) eachTextPut(m *dex.Method, a *Analysis, key string, fn func(v regflow.Value, taint regflow.Taint, c *Call), cut func(c *Call, deep bool)) {
	byAddr := CallsByAddr(p.Calls(m))
	// The elements stored into arrays made in m (by site and index; index
	// -1 when one was stored at an index not known), and the copies
	// Arrays.copyOf makes of them (kotlinc's spread of a vararg array).
	type elem struct {
		v     regflow.Value
		taint regflow.Taint
	}
	var elems map[uint32]map[int64]elem
	var copies map[uint32]uint32
	// The text builder appends, by address: the value appended and
	// whether it is a constant ending with the key (what comes next is
	// the value); the builders' toString calls, where text ends.
	type appendAt struct {
		v      regflow.Value
		taint  regflow.Taint
		c      *Call
		keyEnd bool
	}
	var appends map[uint32]*appendAt
	var ends map[uint32]bool
	var inits []uint32 // builders made with text ending in the key
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
		f, arr := formatParam(c.Ref), -1
		args := CallArgs(st, in, c.Ref)
		if f >= 0 {
			arr = f + 1
		} else if mayFormatHelper(c.Ref) {
			f, arr = p.formatHelper(c, 0)
		}
		if f == formatCut {
			// A chain of helpers too deep to read: a JSON format given
			// to it is a note.
			for _, v := range args {
				if s, ok := v.Single(); ok && s.Kind == regflow.Str && len(formatKeyArgs(s.Str, key)) > 0 {
					cut(c, true)
					return
				}
			}
			return
		}
		if f >= 0 && f < len(args) && arr < len(args) {
			s, ok := args[f].Single()
			if !ok || s.Kind != regflow.Str {
				return
			}
			at := formatKeyArgs(s.Str, key)
			if len(at) == 0 {
				return
			}
			site, ok := localArray(args[arr], copies)
			for _, k := range at {
				e, found := elems[site][k]
				if !ok || !found || elems[site][-1].v.Top || len(elems[site][-1].v.Alts) > 0 {
					cut(c, false)
					return
				}
				fn(e.v, e.taint, c)
			}
			return
		}
		if !isTextBuilder(c.Ref.Class) {
			return
		}
		if len(args) == 2 && c.Ref.Name == "<init>" {
			// new StringBuilder("{\"operation_id\":\""): its first
			// append is the value.
			if s, ok := args[1].Single(); ok && s.Kind == regflow.Str && endsWithTextKey(s.Str, key) {
				inits = append(inits, c.Addr)
			}
			return
		}
		if c.Ref.Name != "append" || len(c.Ref.Params) != 1 {
			if c.Ref.Name == "toString" {
				if ends == nil {
					ends = map[uint32]bool{}
				}
				ends[c.Addr] = true
			}
			return
		}
		if len(args) < 2 {
			return
		}
		if appends == nil {
			appends = map[uint32]*appendAt{}
		}
		x := &appendAt{v: args[1], taint: st.ValueTaint(args[1]), c: c}
		if s, ok := args[1].Single(); ok && s.Kind == regflow.Str && endsWithTextKey(s.Str, key) {
			x.keyEnd = true
		}
		appends[c.Addr] = x
	})
	keyAt := inits
	for addr, x := range appends {
		if x.keyEnd {
			keyAt = append(keyAt, addr)
		}
	}
	if len(keyAt) == 0 {
		return
	}
	slices.Sort(keyAt)
	next := textAfterKey(a.Result, keyAt, func(addr uint32) bool { return appends[addr] != nil || ends[addr] })
	for _, addr := range next {
		if x := appends[addr]; x != nil && !x.keyEnd {
			fn(x.v, x.taint, x.c)
		}
	}
}

// textAfterKey returns, in address order, the text builder calls (stop)
// that come first after each of the appends at keys on some path: a
// search of the method's control flow, so the value appended in either
// branch after the key, or after a key appended in either branch, is
// found, and a key appended in a loop is paired with the value the loop
// appends next. The search never crosses another stop (the next append
// or a toString), so it visits each instruction at most once per key.
func textAfterKey(r *regflow.Result, keys []uint32, stop func(addr uint32) bool) []uint32 {
	index := make(map[uint32]int, len(r.Insns))
	for i := range r.Insns {
		index[r.Insns[i].Addr] = i
	}
	found := map[uint32]bool{}
	seen := make([]bool, len(r.Insns))
	for _, k := range keys {
		clear(seen)
		i, ok := index[k]
		if !ok {
			continue
		}
		queue := textSucc(r, index, i)
		for len(queue) > 0 {
			j := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if seen[j] {
				continue
			}
			seen[j] = true
			if addr := r.Insns[j].Addr; stop(addr) {
				found[addr] = true
				continue
			}
			queue = append(queue, textSucc(r, index, j)...)
		}
	}
	out := make([]uint32, 0, len(found))
	for addr := range found {
		out = append(out, addr)
	}
	slices.Sort(out)
	return out
}

// textSucc returns the instructions that may run after r.Insns[i]: its
// branch, switch and fall-through successors, and, for a call, the
// handlers of the tries covering it (javac's try/finally copies of a
// builder's appends).
func textSucc(r *regflow.Result, index map[uint32]int, i int) []int {
	out := moshiSucc(r.Insns, index, i)
	in := &r.Insns[i]
	if !in.IsInvoke() {
		return out
	}
	addr := in.Addr
	for _, t := range r.Code.Tries {
		if addr >= t.Start && addr < t.End {
			for _, h := range t.Handlers {
				if j, ok := index[h.Addr]; ok {
					out = append(out, j)
				}
			}
		}
	}
	return out
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

// A helper that takes the format and its arguments (`static String
// fmt(String f, Object... a) { return String.format(Locale.ROOT, f, a); }`,
// Kotlin's `fun fmt(f: String, vararg a: Any?) = f.format(*a)`) writes
// JSON text only when a call site passes it a JSON format: it is read per
// call site, with the format and arguments array that call passes.

// maxFormatHelperDepth bounds the helpers passing a format on to another
// before String.format (`fmt` calling `fmtLocale`).
const maxFormatHelperDepth = 3

// MaxFormatHelperDepth is maxFormatHelperDepth, for messages.
const MaxFormatHelperDepth = maxFormatHelperDepth

// formatHelperAt is what formatHelper found for a method: the arguments
// (receiver first for an instance method) that are the format and the
// arguments array it passes on; f is -1 when it is no such helper.
type formatHelperAt struct{ f, arr int }

// mayFormatHelper reports whether a call to ref may be one to a format
// helper: program code taking a String and an Object[].
func mayFormatHelper(ref *dex.MethodRef) bool {
	return !IsPlatform(ref.Class) && slices.Contains(ref.Params, "Ljava/lang/String;") && slices.Contains(ref.Params, "[Ljava/lang/Object;")
}

// formatCut is formatHelper's answer for a call whose target passes a
// String parameter on to a chain of helpers deeper than
// maxFormatHelperDepth: whether it formats JSON text is not known.
const formatCut = -2

// formatHelper returns the arguments of call c that are the format and
// the arguments array its one target passes on to String.format (itself,
// or through another such helper, at most maxFormatHelperDepth deep), or
// -1, -1; formatCut, formatCut when that depth was reached first. A
// target that passes them on in some calls only, or passes on a copy of
// part of the array, is no such helper.
func (p *Program) formatHelper(c *Call, depth int) (f, arr int) {
	ts := p.Targets(c)
	if len(ts) != 1 {
		return -1, -1
	}
	if depth >= maxFormatHelperDepth {
		return formatCut, formatCut
	}
	t := ts[0]
	if h, ok := p.formatHelpers[t]; ok {
		return h.f, h.arr
	}
	if p.formatHelpers == nil {
		p.formatHelpers = map[*dex.Method]formatHelperAt{}
	}
	p.formatHelpers[t] = formatHelperAt{-1, -1} // a helper calling itself is none
	h := formatHelperAt{-1, -1}
	a, err := p.Analyze(t)
	if err == nil && a != nil {
		h = p.readFormatHelper(t, a, depth)
	}
	if h.f == formatCut {
		// Cut at this depth only: a call nearer the helper chain's
		// end reads it again.
		delete(p.formatHelpers, t)
	} else {
		p.formatHelpers[t] = h
	}
	return h.f, h.arr
}

// readFormatHelper reads what formatHelper answers for t.
func (p *Program) readFormatHelper(t *dex.Method, a *Analysis, depth int) formatHelperAt {
	byAddr := CallsByAddr(p.Calls(t))
	param := func(v regflow.Value) int {
		x, ok := v.Single()
		if !ok || x.Kind != regflow.Param || x.Or != 0 || x.Via != nil {
			return -1
		}
		return int(x.Int)
	}
	// Kotlin's spread: Arrays.copyOf of the vararg parameter.
	copied := map[uint32]int{}
	h, found, mixed, cut := formatHelperAt{-1, -1}, false, false, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if isArrayCopy(c.Ref) {
			if k := param(args[0]); k >= 0 {
				copied[c.Addr] = k
			}
			return
		}
		f, arr := formatParam(c.Ref), -1
		if f >= 0 {
			arr = f + 1
		} else if mayFormatHelper(c.Ref) {
			f, arr = p.formatHelper(c, depth+1)
		}
		if f == formatCut {
			for k, v := range args {
				if param(v) >= 0 && k-len(args)+len(c.Ref.Params) >= 0 && c.Ref.Params[k-len(args)+len(c.Ref.Params)] == "Ljava/lang/String;" {
					cut = true // t's own String goes down the cut chain
				}
			}
			return
		}
		if f < 0 || f >= len(args) || arr >= len(args) {
			return
		}
		kf, ka := param(args[f]), param(args[arr])
		if x, ok := args[arr].Single(); ok && x.Kind == regflow.Call && x.Via == nil && isArrayCopy(x.Ref) {
			if k, ok := copied[x.Site]; ok {
				ka = k
			}
		}
		if kf < 0 || ka < 0 {
			return
		}
		if found && (h.f != kf || h.arr != ka) {
			mixed = true
		}
		h, found = formatHelperAt{kf, ka}, true
	})
	switch {
	case found && !mixed:
		return h
	case cut:
		return formatHelperAt{formatCut, formatCut}
	}
	return formatHelperAt{-1, -1}
}
