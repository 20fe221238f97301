package program

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Writable says why a ParcelFileDescriptor value lets its receiver write,
// or "" when every alternative is known to be read-only or is not known.
func (p *Program) Writable(m *dex.Method, v regflow.Value) string {
	why, _ := p.WritableCut(m, v)
	return why
}

// WritableCut is Writable, and when no reason was found, where the search
// stopped short (cut non-empty): a descriptor handed through more helpers
// and fields than maxFDDepth, or a helper or field writer that could not
// be analyzed, so the descriptor's mode was not seen.
func (p *Program) WritableCut(m *dex.Method, v regflow.Value) (why, cut string) {
	why, cut, _ = p.WritableFrom(m, v)
	return why, cut
}

// WritableFrom is WritableCut with, when the writable descriptor or mode
// came from a caller of the method that puts it (a tool handing its file
// to a shared reply helper), the first such call: where it is fixed.
func (p *Program) WritableFrom(m *dex.Method, v regflow.Value) (why, cut string, from *Caller) {
	w := &fdSearch{seen: map[fkey]bool{}}
	why = p.writable(m, v, 0, w, nil)
	if why != "" {
		return why, "", w.from
	}
	if w.cut == "" && v.Taint&regflow.TaintDelegate != 0 {
		w.stop("the descriptor comes from a Kotlin delegate whose value the analysis cannot follow (a Lazy made by a library or an injector such as Koin's inject(), or an initializer returning what no summary resolves)")
	}
	return "", w.cut, nil
}

// fieldMode judges a descriptor's mode read from a field whose stores are
// not all constants (`ParcelFileDescriptor.open(file, mode)` in a data
// class whose constructor stores the mode it is given): by the modes the
// field is ever given (fieldModes; per field, flow-insensitively), or,
// when those cannot all be told, it says that the search stops there.
func (p *Program) fieldMode(mode regflow.Value, m *dex.Method, w *fdSearch) string {
	for _, a := range mode.Alts {
		if a.Kind != regflow.Field || a.Field == nil {
			continue
		}
		if modes, ok := p.fieldModes(a.Field); ok {
			if why := writableMode(modes); why != "" {
				return why + " (a mode stored into " + javaFieldName(a.Field) + ")"
			}
			continue
		}
		w.stop("the descriptor is opened in %s with a mode read from the field %s, which is filled from a parameter; the values its constructors' and setters' callers pass could not all be told (more than %d writers or calls, or a value that is no constant)", m, a.Field, maxModeCallers)
	}
	return ""
}

// fieldModes returns the values stored into the field f: the constants
// its writers store, and for a parameter they store, the constants each
// call of the writer passes — one more call up when that argument is the
// caller's own parameter, as a Kotlin $default bridge hands its default
// on. ok is false when a stored value is neither, or past maxModeCallers
// writers or calls. A writer no code in the app calls passes nothing (a
// data class's unused copy()); one made only by reflection is not seen.
func (p *Program) fieldModes(f *dex.FieldRef) (out regflow.Value, ok bool) {
	budget := maxModeCallers
	k := fieldKey(f)
	var argsOf func(c Caller, i int) (regflow.Value, bool)
	addConsts := func(v regflow.Value, up func(j int) bool) bool {
		for _, a := range v.Alts {
			switch {
			case a.Kind == regflow.Const:
				out = regflow.Merge(out, regflow.One(a))
			case a.Kind == regflow.Field && a.Field != nil && fieldKey(a.Field) == k:
				// The field's own value stored back (a data class's
				// copy() keeps it): nothing new.
			case a.Kind == regflow.Param && up != nil:
				if !up(int(a.Int)) {
					return false
				}
			default:
				return false
			}
		}
		return !v.Top
	}
	argsOf = func(c Caller, i int) (regflow.Value, bool) {
		if budget--; budget < 0 {
			return regflow.Value{}, false
		}
		args, ok := p.argsAt(c.Method, c.Call.Addr)
		if !ok || i >= len(args) {
			return regflow.Value{}, false
		}
		return args[i], true
	}
	// callsPass adds what every call of m passes as argument i; depth
	// bounds how far a parameter handed on is followed.
	var callsPass func(m *dex.Method, i, depth int) bool
	callsPass = func(m *dex.Method, i, depth int) bool {
		callers := p.Callers(m)
		if len(callers) > maxModeCallers {
			return false
		}
		// (No call: the writer passes nothing here — a copy() no code uses.)
		for _, c := range callers {
			arg, found := argsOf(c, i)
			if !found {
				return false
			}
			var up func(j int) bool
			if depth > 0 {
				up = func(j int) bool { return callsPass(c.Method, j, depth-1) }
			}
			if !addConsts(arg, up) {
				return false
			}
		}
		return true
	}
	writers := p.WritersOf(f)
	if len(writers) == 0 || len(writers) > maxModeCallers {
		return out, false // (past the bound, fieldMode's note says so)
	}
	for _, wm := range writers {
		a, err := p.Analyze(wm)
		if err != nil || a == nil {
			return out, false
		}
		good := true
		file := wm.Class.File
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if !good || !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort) {
				return
			}
			if fr, err := file.Field(in.Index); err != nil || fieldKey(fr) != k {
				return
			}
			good = addConsts(st.Reg(in.A), func(j int) bool { return callsPass(wm, j, 2) })
		})
		if !good {
			return out, false
		}
	}
	return out, len(out.Alts) > 0
}

// WritableCall is a call of a method that puts a descriptor opened with
// a mode the call passes in, and why that mode lets the receiver write.
type WritableCall struct {
	Caller Caller
	Why    string
}

// maxModeCallers bounds the calls WritableByCallers judges one by one.
const maxModeCallers = 16

// WritableByCallers judges a descriptor v that m puts, opened with a mode
// that is one of m's parameters (WritableCut stops there), once for each
// call of m with that call's arguments bound: `sendFile(id, path, "rw")`
// from one tool and `sendFile(id, path, "r")` from another. It returns the
// calls that make it writable; ok is false when a call could not be judged
// (no callers, more than maxModeCallers, or a mode still unknown), so the
// caller keeps its note.
func (p *Program) WritableByCallers(m *dex.Method, v regflow.Value) (out []WritableCall, ok bool) {
	callers := p.Callers(m)
	if len(callers) == 0 || len(callers) > maxModeCallers {
		return nil, false
	}
	for _, c := range callers {
		args, found := p.argsAt(c.Method, c.Call.Addr)
		if !found {
			return nil, false
		}
		w := &fdSearch{seen: map[fkey]bool{}}
		if why := p.writable(m, v, 0, w, args); why != "" {
			out = append(out, WritableCall{Caller: c, Why: why})
		} else if w.cut != "" {
			return nil, false
		}
	}
	return out, true
}

// fdSearch is one Writable question: the fields already followed (a field
// copied into itself through another adds nothing) and the first place
// the search stopped short.
type fdSearch struct {
	seen map[fkey]bool
	cut  string
	// from is the first call found passing the writable descriptor or
	// mode into the method that puts it, through its callers.
	from *Caller
}

// passed records c as the call passing the writable value, when none is.
func (w *fdSearch) passed(c Caller) {
	if w.from == nil {
		w.from = &c
	}
}

func (w *fdSearch) stop(format string, args ...any) {
	if w.cut == "" {
		w.cut = fmt.Sprintf(format, args...)
	}
}

// fdFacts are what a method does with descriptors: the mode argument of
// each factory call and the pipes whose write end it reads.
type fdFacts struct {
	modes   map[uint32]regflow.Value // factory site -> mode (int or string)
	writers map[uint32]bool          // pipe site -> element 1 is used
	returns []regflow.Value
	// args are the arguments of each call to a program method returning
	// a descriptor: a helper opening with a mode it is given is judged
	// with them.
	args map[uint32][]regflow.Value
	// parsed are the mode strings given to ParcelFileDescriptor.parseMode
	// calls the model could not turn into a constant (a parameter: a
	// helper opening with the mode its caller names, such as R8's outline
	// of open(file, parseMode(mode))).
	parsed map[uint32]regflow.Value
}

// unparsed returns mode with each parseMode result the model left a call
// replaced by the string it was given, so that a helper's mode parameter
// is followed to its callers like an int mode.
func (f *fdFacts) unparsed(mode regflow.Value) regflow.Value {
	if !mode.Has(func(a regflow.Alt) bool { _, ok := f.parsed[a.Site]; return ok && isParseMode(a) }) {
		return mode
	}
	out := regflow.Value{Top: mode.Top, Taint: mode.Taint}
	for _, a := range mode.Alts {
		if s, ok := f.parsed[a.Site]; ok && isParseMode(a) {
			out = regflow.Merge(out, s)
			continue
		}
		out = regflow.Merge(out, regflow.One(a))
	}
	return out
}

func isParseMode(a regflow.Alt) bool {
	return a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Class == ClassPFD && a.Ref.Name == "parseMode"
}

func (p *Program) fdFacts(m *dex.Method) *fdFacts {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	return p.fdFactsOf(m, a)
}

// fdFactsWith returns m's facts as a call with args runs it: with the
// call's constant arguments bound (a Kotlin open$default's mask decides
// which mode it passes), else m's own.
func (p *Program) fdFactsWith(m *dex.Method, args []regflow.Value) *fdFacts {
	if r := p.analyzeBound(m, args); r != nil {
		return p.fdFactsOf(m, r.a)
	}
	return p.fdFacts(m)
}

func (p *Program) fdFactsOf(m *dex.Method, a *Analysis) *fdFacts {
	f := &fdFacts{modes: map[uint32]regflow.Value{}, writers: map[uint32]bool{}, args: map[uint32][]regflow.Value{}, parsed: map[uint32]regflow.Value{}}
	byAddr := CallsByAddr(p.Calls(m))
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.Op == dex.OpAgetObject:
			if idx, ok := st.Reg(in.C).Single(); ok && idx.Kind == regflow.Const && idx.Int == 1 {
				for _, alt := range st.Reg(in.B).Alts {
					if alt.Kind == regflow.Call && isPipe(alt.Ref) {
						f.writers[alt.Site] = true
					}
				}
			}
		case in.Op == dex.OpReturnObject:
			f.returns = append(f.returns, st.Reg(in.A))
		case in.Op == dex.OpInvokeCustom || in.Op == dex.OpInvokeCustomR:
			// A lambda capturing the pipe array (javac + D8 with minSdk
			// 26 keep invoke-custom): its implementation method gets the
			// captured values first, and may write element 1.
			for _, t := range p.LambdaMethods(m.Class.File, in.Index) {
				s := p.Summary(t)
				if s == nil || s.WriteEndParams == 0 {
					continue
				}
				for k, x := range capturedArgs(st, in, t) {
					if k < 64 && s.WriteEndParams&(1<<k) != 0 {
						markPipes(f, x)
					}
				}
			}
		case in.IsInvoke():
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			args := regflow.Args(st, in, c.Ref, isStatic(in.Op))
			if c.Ref.Class == ClassPFD && c.Ref.Name == "parseMode" && len(args) == 1 {
				f.parsed[c.Addr] = args[0]
			}
			if i := modeArg(c.Ref); i >= 0 {
				f.modes[c.Addr] = f.unparsed(arg(args, i))
			}
			if c.Ref.Return == ClassPFD && !IsPlatform(c.Ref.Class) || fdPassThrough(c.Ref) >= 0 {
				f.args[c.Addr] = args // fdplatform.go follows a pass-through's argument
			}
			// A lambda object built by its constructor (D8's
			// $$ExternalSyntheticLambdaN, a Kotlin lambda class, an
			// anonymous Runnable) keeps the pipe array in a field that
			// its body writes element 1 of.
			if c.Ref.Name == "<init>" && (in.Op == dex.OpInvokeDirect || in.Op == 0x76 /* invoke-direct/range */) {
				for _, t := range p.Targets(c) {
					for k, x := range args {
						if k > 0 && hasPipe(x) && p.ctorStoresWriteEnd(t, k) {
							markPipes(f, x)
						}
					}
				}
			}
			// A helper that reads element 1 of a pipe passed to it uses
			// the write end.
			for _, t := range p.Targets(c) {
				s := p.summaryKnown(t)
				if s == nil {
					continue
				}
				for k, x := range args {
					if k >= 64 || s.WriteEndParams&(1<<k) == 0 {
						continue
					}
					for _, alt := range x.Alts {
						if alt.Kind == regflow.Call && isPipe(alt.Ref) {
							f.writers[alt.Site] = true
						}
					}
				}
			}
		}
	})
	return f
}

// markPipes records the pipes among v's alternatives as written.
func markPipes(f *fdFacts, v regflow.Value) {
	for _, alt := range v.Alts {
		if alt.Kind == regflow.Call && isPipe(alt.Ref) {
			f.writers[alt.Site] = true
		}
	}
}

func hasPipe(v regflow.Value) bool {
	return v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Call && isPipe(a.Ref) })
}

// capturedArgs returns the values an invoke-custom captures, indexed as
// the arguments of the lambda's implementation method t (its receiver
// first when t is an instance method): the captured values come first.
func capturedArgs(st *regflow.State, in *dex.Insn, t *dex.Method) []regflow.Value {
	var types []string
	if !t.Static() {
		types = append(types, "L")
	}
	types = append(types, t.Ref.Params...)
	var out []regflow.Value
	i := 0
	for _, typ := range types {
		if i >= len(in.Args) {
			break
		}
		out = append(out, st.Reg(uint32(in.Args[i])))
		i += dex.TypeWords(typ)
	}
	return out
}

// ctorStoresWriteEnd reports whether constructor t keeps its argument k
// (receiver = 0) in a field of its own class whose element 1 some method
// of that class reads, directly or through a helper that writes a pipe's
// write end it is given: the lambda or Runnable object writes the pipe.
func (p *Program) ctorStoresWriteEnd(t *dex.Method, k int) bool {
	if t.Static() || !t.HasCode() || t.Class == nil {
		return false
	}
	a, err := p.Analyze(t)
	if err != nil || a == nil {
		return false
	}
	var fields []fkey
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != 0x5b { // iput-object
			return
		}
		if !st.Reg(in.A).Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && int(x.Int) == k }) {
			return
		}
		if fr, err := t.Class.File.Field(in.Index); err == nil && p.IsSubclass(t.Class.Name, fr.Class) {
			fields = append(fields, fieldKey(fr))
		}
	})
	if len(fields) == 0 {
		return false
	}
	inField := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && slices.Contains(fields, fieldKey(x.Field))
		})
	}
	for _, m := range t.Class.Methods() {
		if m == t || !m.HasCode() {
			continue
		}
		ma, err := p.Analyze(m)
		if err != nil || ma == nil {
			continue
		}
		byAddr := CallsByAddr(p.Calls(m))
		found := false
		ma.Replay(func(in *dex.Insn, st *regflow.State) {
			if found {
				return
			}
			switch {
			case in.Op == dex.OpAgetObject:
				if idx, ok := st.Reg(in.C).Single(); ok && idx.Kind == regflow.Const && idx.Int == 1 && inField(st.Reg(in.B)) {
					found = true
				}
			case in.IsInvoke():
				c := byAddr[in.Addr]
				if c == nil {
					return
				}
				args := regflow.Args(st, in, c.Ref, isStatic(in.Op))
				for _, callee := range p.Targets(c) {
					s := p.Summary(callee)
					if s == nil {
						continue
					}
					for j, x := range args {
						if j < 64 && s.WriteEndParams&(1<<j) != 0 && inField(x) {
							found = true
						}
					}
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}

func isPipe(ref *dex.MethodRef) bool {
	return ref.Class == ClassPFD && (ref.Name == "createPipe" || ref.Name == "createReliablePipe" ||
		ref.Name == "createSocketPair" || ref.Name == "createReliableSocketPair")
}

// modeArg returns the argument index of the mode of a descriptor factory:
// ParcelFileDescriptor.open(File, int), StorageManager.openProxyFileDescriptor
// (int, ...), and ContentResolver or ContentProvider openFile-style calls
// with a mode string (openAssetFileDescriptor too); -1 otherwise.
func modeArg(ref *dex.MethodRef) int {
	switch {
	case ref.Class == ClassPFD && ref.Name == "open" && len(ref.Params) >= 2 && ref.Params[1] == "I":
		return 1 // static: File, mode
	case (ref.Name == "openFileDescriptor" || ref.Name == "openFile") && len(ref.Params) >= 2 &&
		ref.Params[1] == "Ljava/lang/String;" && ref.Return == ClassPFD,
		(ref.Name == "openAssetFileDescriptor" || ref.Name == "openAssetFile") && len(ref.Params) >= 2 &&
			ref.Params[1] == "Ljava/lang/String;" && ref.Return == ClassAFD:
		return 2 // receiver, Uri, mode
	case ref.Name == "openProxyFileDescriptor" && len(ref.Params) >= 1 && ref.Params[0] == "I" && ref.Return == ClassPFD:
		return 1 // StorageManager: receiver, mode
	}
	return -1
}

// maxFDDepth bounds following helpers that return descriptors and fields
// that keep them, one copied into the next (summaries follow ordinary
// helper chains; this is for values summaries left as calls or fields).
const maxFDDepth = 4

// writable judges v, a descriptor value in m. params are m's arguments
// when m is a helper the search entered from a call (its constants bound
// in m's facts), nil at the put.
func (p *Program) writable(m *dex.Method, v regflow.Value, depth int, w *fdSearch, params []regflow.Value) string {
	facts := p.fdFactsWith(m, params)
	if facts == nil {
		return ""
	}
	for _, alt := range v.Alts {
		switch alt.Kind {
		case regflow.Call:
			if k := tuplePart(alt.Ref); k >= 0 && alt.Via == nil {
				// `val (file, fd) = open(...)`: the part of a Pair or
				// Triple the helper returned.
				if why := p.writableTuplePart(m, alt, k, depth, w, params); why != "" {
					return why
				}
				continue
			}
			if alt.Via != nil {
				// Opened in a helper: its mode is the helper's, or,
				// when the helper was given it, the caller's argument.
				if vf := p.fdFacts(alt.Via); vf != nil {
					if mode, ok := vf.modes[alt.ViaSite]; ok {
						if why := writableMode(mode); why != "" {
							return why
						}
						if hasParam(mode) {
							if why := p.writableThrough(m, alt, depth, w, facts, params); why != "" {
								return why
							}
						}
						if why := p.fieldMode(mode, alt.Via, w); why != "" {
							return why
						}
						continue
					}
				}
			}
			if mode, ok := facts.modes[alt.Site]; ok && alt.Via == nil {
				if why := writableMode(mode); why != "" {
					return why
				}
				if hasParam(mode) {
					if params != nil {
						mode = p.bindLookups(substParams(mode, params), params, 0)
					}
					if why := writableMode(mode); why != "" {
						return why
					}
					if why := p.fieldMode(mode, m, w); why != "" {
						return why
					}
					if hasParam(mode) {
						// A parameter of the method holding the put.
						w.stop("the descriptor is opened in %s with a mode that is a parameter of the method putting it, and its calls could not all be judged (an entry point the platform calls, no call in the app, more than %d calls, or a call passing a mode the analysis does not know)", m, maxModeCallers)
					}
				}
				continue
			}
			if k := fdPassThrough(alt.Ref); k >= 0 {
				if why := p.writableThroughPlatform(m, alt, k, depth, w, facts, params); why != "" {
					return why
				}
				continue
			}
			if fdPlatformSource(alt.Ref) && !fdReadOnlySource(alt.Ref) {
				// A platform call whose mode the analysis does not know
				// (fromSocket, a system service's descriptor): say so.
				w.stop("the descriptor comes from the platform call %s, whose access mode the analysis does not know", alt.Ref)
				continue
			}
			if alt.Ref.Return == ClassPFD {
				if callee := p.Lookup(alt.Ref.Class, alt.Ref.NameProto()); callee != nil && !IsPlatform(callee.Class.Name) {
					if depth >= maxFDDepth {
						w.stop("the descriptor comes through %s, more than %d helpers and fields deep (the budget followed)", callee, maxFDDepth)
						continue
					}
					if !callee.HasCode() {
						if alt.Via == nil {
							// An interface or abstract method whose summaries
							// were not merged: follow its targets, or say
							// the budget stopped it.
							if why := p.writableTargets(m, alt, depth, w, facts, params); why != "" {
								return why
							}
						} else {
							// Left unresolved inside a helper: say why.
							p.unfollowedTargets(alt, w)
						}
						continue
					}
					cf := p.fdFacts(callee)
					if cf == nil && callee.HasCode() {
						w.stop("the descriptor comes from %s, which could not be analyzed", callee)
					}
					if cf == nil {
						continue
					}
					for _, r := range cf.returns {
						if why := p.writable(callee, r, depth+1, w, nil); why != "" {
							return why
						}
					}
				}
			}
		case regflow.Field:
			// A descriptor kept in a field (opened in openFile, put into
			// the result later): judged as each writer stored it.
			if alt.Field.Type != ClassPFD || w.seen[fieldKey(alt.Field)] {
				continue
			}
			w.seen[fieldKey(alt.Field)] = true
			name := javaFieldName(alt.Field)
			if p.Classes[alt.Field.Class] == nil {
				w.stop("the descriptor is kept in the field %s, of a class outside the APK", name)
				continue
			}
			if depth >= maxFDDepth {
				w.stop("the descriptor is kept in the field %s, more than %d helpers and fields deep (the budget followed)", name, maxFDDepth)
				continue
			}
			ff := p.fieldFact(alt.Field)
			if ff == nil {
				if len(p.WritersOf(alt.Field)) == 0 {
					// Null, or set where the analysis cannot see: an
					// injector, reflection, a library outside the APK.
					w.stop("the descriptor is kept in the field %s, which no code in the app writes (an injector or reflection may set it)", name)
				}
				continue
			}
			why := p.writable(m, ff.Value, depth+1, w, nil)
			if why == "" && (ff.Value.Top || ff.Value.Has(func(x regflow.Alt) bool {
				return x.Kind == regflow.Elem && x.Of != nil && x.Of.Kind == regflow.Param
			})) {
				// A writer stores its parameter (a record's canonical
				// constructor, a setter): what each of its callers passes.
				why = p.writableStoredParams(alt.Field, depth, w)
			}
			if why != "" {
				// Copied from field to field: name the chain once.
				if i := strings.Index(why, " (kept in the field "); i >= 0 {
					return why[:i] + " (kept in the field " + name + ", copied from " + why[i+len(" (kept in the field "):]
				}
				return why + " (kept in the field " + name + ")"
			}
			if ff.Unanalyzed != nil {
				w.stop("the descriptor is kept in the field %s, and %s, which writes it, could not be analyzed", name, ff.Unanalyzed)
			}
		case regflow.Elem:
			if alt.Of != nil && alt.Of.Kind == regflow.Field && alt.Of.Field != nil {
				// An end of a pipe a wrapper keeps in a field (`ends =
				// createReliablePipe()`, `sink() { return ends[1]; }`):
				// the write end when every store is a pipe.
				if why := p.fieldPipeEnd(alt); why != "" {
					return why
				}
				continue
			}
			if alt.Of == nil || alt.Of.Kind != regflow.Call || !isPipe(alt.Of.Ref) {
				continue
			}
			switch {
			case strings.Contains(alt.Of.Ref.Name, "SocketPair"):
				return "it is one end of a socket pair, which both sides can write"
			case alt.Int == 1:
				return "it is the write end of a pipe"
			case alt.Int == 0 && !facts.writers[alt.Of.Site] && !p.viaWrites(alt.Of):
				return "it is the read end of a pipe whose write end the provider never uses"
			}
		}
	}
	return ""
}

// tupleElems returns the values a kotlin.Pair or Triple is made of, in the
// frame of the method making it: `a to b` (TuplesKt.to) or the
// constructor; ok is false for other values.
func (p *Program) tupleElems(in *dex.Method, x regflow.Alt) ([]regflow.Value, bool) {
	switch {
	case x.Kind == regflow.Call && x.Ref != nil && p.isPairMake(x.Ref):
		args, ok := p.ArgsAt(in, x.Site)
		return args, ok && len(args) == 2
	case x.Kind == regflow.New && (x.Str == classPair || x.Str == classTriple):
		var out []regflow.Value
		p.ReplayCalls(in, func(c *Call, insn *dex.Insn, st *regflow.State) {
			if out != nil || c.Ref.Name != "<init>" || c.Ref.Class != x.Str {
				return
			}
			args := CallArgs(st, insn, c.Ref)
			if arg(args, 0).Has(func(y regflow.Alt) bool { return y.Kind == regflow.New && y.Via == nil && y.Site == x.Site }) {
				out = args[1:]
			}
		})
		return out, out != nil
	}
	return nil, false
}

// writableTuplePart says why element k of the tuple whose component call
// is alt lets its receiver write: the tuple made here, or returned by a
// helper the call's receiver came from (its element judged in the helper
// analysed with the call's arguments).
func (p *Program) writableTuplePart(m *dex.Method, alt regflow.Alt, k int, depth int, w *fdSearch, params []regflow.Value) string {
	args, ok := p.ArgsAt(m, alt.Site)
	if !ok || len(args) == 0 {
		return ""
	}
	byAddr := CallsByAddr(p.Calls(m))
	for _, r := range args[0].Alts {
		if r.Via == nil {
			if elems, ok := p.tupleElems(m, r); ok && k < len(elems) {
				if why := p.writable(m, elems[k], depth+1, w, params); why != "" {
					return why
				}
			}
			continue
		}
		// Made inside the helper called at r.Site.
		if depth >= maxFDDepth {
			w.stop("the descriptor comes through %s, more than %d helpers and fields deep (the budget followed)", r.Via, maxFDDepth)
			continue
		}
		c := byAddr[r.Site]
		cargs, found := p.ArgsAt(m, r.Site)
		if c == nil || !found {
			w.stop("the descriptor comes from a call to %s in %s that was not followed", r.Via, m)
			continue
		}
		if params != nil {
			sub := make([]regflow.Value, len(cargs))
			for i, a := range cargs {
				sub[i] = substParams(a, params)
			}
			cargs = sub
		}
		for _, t := range p.followableTargets(c.Ref, c, w) {
			tf := p.fdFactsWith(t, cargs)
			if tf == nil {
				continue
			}
			for _, ret := range tf.returns {
				for _, y := range ret.Alts {
					if y.Via != nil {
						continue
					}
					if elems, ok := p.tupleElems(t, y); ok && k < len(elems) {
						if why := p.writable(t, elems[k], depth+1, w, cargs); why != "" {
							return why
						}
					}
				}
			}
		}
	}
	return ""
}

// fieldPipeEnd says why element alt.Int of the array field alt.Of lets
// its receiver write: every value stored into the field is a pipe made by
// createPipe or createReliablePipe (element 1 its write end) or a socket
// pair (either end); "" otherwise, the read end included.
func (p *Program) fieldPipeEnd(alt regflow.Alt) string {
	_, stored, ok := p.FieldFacts(alt.Of.Field)
	if !ok || !stored.Exact() {
		return ""
	}
	socket := false
	for _, x := range stored.Alts {
		if x.Kind != regflow.Call || x.Ref == nil || !isPipe(x.Ref) {
			return ""
		}
		socket = socket || strings.Contains(x.Ref.Name, "SocketPair")
	}
	switch {
	case socket:
		return "it is one end of a socket pair kept in " + javaFieldName(alt.Of.Field) + ", which both sides can write"
	case alt.Int == 1:
		return "it is the write end of a pipe kept in " + javaFieldName(alt.Of.Field)
	}
	return ""
}

// unfollowedTargets says why a call to an abstract or interface method
// returning a descriptor was left unresolved inside the helper alt came
// through: no implementation in the app to analyze, or more than the
// summaries merge.
func (p *Program) unfollowedTargets(alt regflow.Alt, w *fdSearch) {
	c := CallsByAddr(p.Calls(alt.Via))[alt.ViaSite]
	if c == nil {
		return
	}
	p.followableTargets(alt.Ref, c, w)
}

// followableTargets returns the live targets of call c (to ref) whose
// results the search merges, or nil after noting why it stops: more
// targets than the summaries merge, or no implementation in the app.
func (p *Program) followableTargets(ref *dex.MethodRef, c *Call, w *fdSearch) []*dex.Method {
	targets := p.liveTargets(c)
	if bound := p.SummaryTargetBound(); len(targets) > bound {
		w.stop("the descriptor comes from a call to %s, which has %d possible targets, more than the %d whose results the analysis merges (its budget)", ref, Runnable(targets), bound)
		return nil
	}
	if !slices.ContainsFunc(targets, (*dex.Method).HasCode) {
		w.noImplementation(ref)
		return nil
	}
	return targets
}

// noImplementation records that a descriptor comes from an abstract or
// interface method the app holds no implementation of.
func (w *fdSearch) noImplementation(ref *dex.MethodRef) {
	w.stop("the descriptor comes from %s, which has no implementation in the app to analyze (abstract or an interface, supplied at run time)", ref)
}

// writableMode describes a writable mode: an int with MODE_WRITE_ONLY's
// bit (also in MODE_READ_WRITE) or a mode string with 'w'.
func writableMode(mode regflow.Value) string {
	for _, alt := range mode.Alts {
		switch {
		case alt.Kind == regflow.Const && alt.Int&ModeWriteOnly != 0:
			if alt.Int&ModeReadWrite == ModeReadWrite {
				return "it is opened with MODE_READ_WRITE"
			}
			return "it is opened with MODE_WRITE_ONLY"
		case alt.Kind == regflow.Str && strings.ContainsRune(alt.Str, 'w'):
			return "it is opened with mode \"" + alt.Str + "\""
		}
	}
	return ""
}

// viaWrites reports whether the helper a pipe came from uses its write end.
func (p *Program) viaWrites(pipe *regflow.Alt) bool {
	if pipe.Via == nil {
		return false
	}
	vf := p.fdFacts(pipe.Via)
	return vf != nil && vf.writers[pipe.ViaSite]
}

// hasParam reports whether a value is, in some alternative, a parameter.
func hasParam(v regflow.Value) bool {
	return v.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Param || paramLookup(a) })
}

// substParams replaces the parameters in v by the arguments a call passed
// (constant bits OR-ed into a parameter are OR-ed into the argument's
// constants).
func substParams(v regflow.Value, params []regflow.Value) regflow.Value {
	out := regflow.Value{Top: v.Top}
	for _, a := range v.Alts {
		if a.Kind != regflow.Param {
			out = regflow.Merge(out, regflow.One(a))
			continue
		}
		pv := arg(params, int(a.Int))
		if a.Or != 0 {
			// The argument's alternatives belong to the caller's states:
			// OR into a copy.
			pv.Alts = slices.Clone(pv.Alts)
			for i := range pv.Alts {
				if pv.Alts[i].Kind == regflow.Const {
					pv.Alts[i].Int |= a.Or
				}
			}
		}
		out = regflow.Merge(out, pv)
	}
	return out
}

// writableThrough follows a descriptor that a helper opened with a mode
// it was given: into the call at alt.Site in m (the helper, or a helper
// calling it, such as Kotlin's open$default), with that call's arguments,
// as far as the helper that opens it.
func (p *Program) writableThrough(m *dex.Method, alt regflow.Alt, depth int, w *fdSearch, facts *fdFacts, params []regflow.Value) string {
	if depth >= maxFDDepth {
		w.stop("the descriptor is opened in %s with a mode it is given, more than %d helpers and fields deep (the budget followed)", alt.Via, maxFDDepth)
		return ""
	}
	if _, ok := facts.args[alt.Site]; !ok {
		w.stop("the descriptor is opened in %s with a mode it is given, and the call in %s that passes it was not followed", alt.Via, m)
		return ""
	}
	return p.writableTargets(m, alt, depth, w, facts, params)
}

// writableTargets judges what the program call at alt.Site in m returns,
// in each of its live targets, with the call's arguments (params are m's
// own, nil at the put); past the budget of targets whose results are
// merged it says so.
func (p *Program) writableTargets(m *dex.Method, alt regflow.Alt, depth int, w *fdSearch, facts *fdFacts, params []regflow.Value) string {
	c := CallsByAddr(p.Calls(m))[alt.Site]
	args, ok := facts.args[alt.Site]
	if c == nil || !ok {
		w.stop("the descriptor comes from a call to %s in %s that was not followed", alt.Ref, m)
		return ""
	}
	if params != nil {
		// m's own parameters in the arguments are what m's caller passed.
		sub := make([]regflow.Value, len(args))
		for i, a := range args {
			sub[i] = substParams(a, params)
		}
		args = sub
	}
	targets := p.followableTargets(alt.Ref, c, w)
	if targets == nil {
		return ""
	}
	for _, t := range targets {
		tf := p.fdFactsWith(t, args)
		if tf == nil {
			if t.HasCode() {
				w.stop("the descriptor comes from %s, which could not be analyzed", t)
			}
			continue
		}
		for _, r := range tf.returns {
			if why := p.writable(t, r, depth+1, w, args); why != "" {
				return why
			}
		}
	}
	return ""
}

// maxFDStoreCallers bounds the callers of one field writer whose
// arguments writableStoredParams judges.
const maxFDStoreCallers = 16

// writablePassed judges what the callers of m pass for its parameter k
// (0 is "this" for an instance method), a descriptor m hands on: one
// writable argument is the answer; an argument that is again the caller's
// own parameter is followed up while depth allows.
func (p *Program) writablePassed(m *dex.Method, k int64, depth int, w *fdSearch) string {
	if depth >= maxFDDepth {
		w.stop("the descriptor is a parameter of %s, handed on from more than %d helpers and fields (the budget followed)", javaRefName(m.Ref), maxFDDepth)
		return ""
	}
	callers := p.Callers(m)
	if len(callers) > maxFDStoreCallers {
		w.stop("the descriptor is a parameter of %s, which has %d callers, more than the %d followed", javaRefName(m.Ref), len(callers), maxFDStoreCallers)
		callers = callers[:maxFDStoreCallers]
	}
	for _, c := range callers {
		if !p.onCallSurface(c.Method) {
			continue // off the surface: not what a response carries
		}
		args, found := p.argsAt(c.Method, c.Call.Addr)
		if !found || int(k) >= len(args) {
			continue
		}
		if r := p.writable(c.Method, args[k], depth+1, w, nil); r != "" {
			w.passed(c)
			return r + " (passed by " + javaRefName(c.Method.Ref) + ")"
		}
		for _, x := range args[k].Alts {
			if x.Kind == regflow.Param {
				if r := p.writablePassed(c.Method, x.Int, depth+1, w); r != "" {
					return r
				}
			}
		}
	}
	return ""
}

// writableStoredParams judges a descriptor field whose writers store one
// of their parameters (`record Pipe(ParcelFileDescriptor source, …)`,
// built as `new Pipe(fds[1], fds[0])`): the argument each caller of the
// writer passes there. A stored value that is neither, or callers past
// the budget, stop the search with a reason.
func (p *Program) writableStoredParams(f *dex.FieldRef, depth int, w *fdSearch) string {
	k := fieldKey(f)
	name := javaFieldName(f)
	for _, wm := range p.WritersOf(f) {
		a, err := p.Analyze(wm)
		if err != nil || a == nil {
			continue // fieldFact said so (Unanalyzed)
		}
		// The parameters stored, and for an element of a parameter array
		// stored (`sink = ends[1]` in a wrapper given createPipe()'s
		// array) which element: -1 for the parameter itself.
		params := map[int64][]int64{}
		addParam := func(k, e int64) {
			if !slices.Contains(params[k], e) {
				params[k] = append(params[k], e)
			}
		}
		opaque := false
		replayStores(wm, a, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) {
			for _, x := range v.Alts {
				switch {
				case x.Kind == regflow.Param && x.Or == 0:
					addParam(x.Int, -1)
				case x.Kind == regflow.Elem && x.Of != nil && x.Of.Kind == regflow.Param && x.Int >= 0:
					addParam(x.Of.Int, x.Int)
				}
			}
			if v.Top && len(v.Alts) == 0 {
				opaque = true
			}
		})
		if opaque {
			w.stop("the descriptor is kept in the field %s, which %s sets from a value the analysis cannot follow", name, javaRefName(wm.Ref))
		}
		if len(params) == 0 {
			continue
		}
		callers := p.Callers(wm)
		if len(callers) > maxFDStoreCallers {
			w.stop("the descriptor is kept in the field %s, which %s sets from its parameter, and it has %d callers, more than the %d followed", name, javaRefName(wm.Ref), len(callers), maxFDStoreCallers)
			callers = callers[:maxFDStoreCallers]
		}
		if len(callers) == 0 {
			w.stop("the descriptor is kept in the field %s, which %s sets from its parameter, and no code of the app calls it", name, javaRefName(wm.Ref))
		}
		for _, c := range callers {
			if !p.onCallSurface(c.Method) {
				continue // off the surface: not what a response carries
			}
			ca, err := p.Analyze(c.Method)
			if err != nil || ca == nil {
				w.stop("the descriptor is kept in the field %s, set by %s from what %s passes, which could not be analyzed", name, javaRefName(wm.Ref), javaRefName(c.Method.Ref))
				continue
			}
			var why string
			ca.Replay(func(in *dex.Insn, st *regflow.State) {
				if why != "" || in.Addr != c.Call.Addr || !in.IsInvoke() {
					return
				}
				args := CallArgs(st, in, c.Call.Ref)
				for _, i := range slices.Sorted(maps.Keys(params)) {
					if int(i) >= len(args) {
						continue
					}
					for _, e := range params[i] {
						if e < 0 {
							continue
						}
						// The element of the array the call passes.
						var ev regflow.Value
						for _, x := range args[i].Alts {
							of := x
							ev = regflow.Merge(ev, regflow.One(regflow.Alt{Kind: regflow.Elem, Int: e, Of: &of}))
						}
						if r := p.writable(c.Method, ev, depth+1, w, nil); r != "" {
							why = r + " (element " + strconv.FormatInt(e, 10) + " of the array " + javaRefName(c.Method.Ref) + " passes)"
							return
						}
					}
					if !slices.Contains(params[i], -1) {
						continue
					}
					if r := p.writable(c.Method, args[i], depth+1, w, nil); r != "" {
						w.passed(c)
						why = r + " (passed by " + javaRefName(c.Method.Ref) + ")"
						return
					}
					if args[i].Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }) {
						// A factory (an SDK result's file(fd)), a Kotlin
						// default-argument bridge or a subclass's
						// super(…) passing its own parameter: what its
						// callers pass, up the same depth budget.
						for _, x := range args[i].Alts {
							if x.Kind != regflow.Param || why != "" {
								continue
							}
							if r := p.writablePassed(c.Method, x.Int, depth+1, w); r != "" {
								why = r + ", through " + javaRefName(c.Method.Ref)
								return
							}
						}
					}
				}
			})
			if why != "" {
				return why
			}
		}
	}
	return ""
}
