package dexrules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// A Provider that does not use the SDK's executor may deduplicate
// execute_tool by hand: the request_id read from the request is the key
// of a map or set kept in a field (getOrPut, putIfAbsent, containsKey then
// put, add). When that collection lives in memory and no code that keeps,
// looks up or passes down the request_id writes it to a durable store, a
// Provider restart forgets the records and a retried request runs the
// mutation again (§4.4, §6): CETP618, as for an executor. A cache in front
// of a table of requests (a "request_id" column) is silent.

// requestIDKind names request_id keys and getters: the value execute_tool
// deduplicates by.
// Exactly those two words (a getter's "get" aside): a friend request's
// or a ride request's id is a record of the app's domain, not the value
// §4.4 keys idempotency by. A field's Android-style m/s prefix is no word
// (mRequestId, sRequestId).
func requestIDKind(name string) tokenKind {
	toks := ident.Tokens(name)
	if len(toks) == 3 && (toks[0] == "get" || toks[0] == "m" || toks[0] == "s") {
		toks = toks[1:]
	}
	if len(toks) == 2 && (toks[0] == "request" || toks[0] == "req") && toks[1] == "id" {
		return "request_id"
	}
	return ""
}

// dedupOps are the calls that look a key up in, or record it into, a
// collection, by the interfaces' names: Map and Set, and Kotlin's
// getOrPut, which compiles to get then put or putIfAbsent. Each but
// computeIfAbsent (which runs its function once per key itself)
// deduplicates only when its result decides a branch: a bare put of a
// cancellation registry (running.put(requestId, thread)) skips nothing.
var dedupOps = map[string]bool{"get": true, "containsKey": true, "put": true, "putIfAbsent": true, "computeIfAbsent": true,
	"add": true, "contains": true, "getOrDefault": true}

// handDedup is one request_id looked up in a memory collection.
type handDedup struct {
	at    DexAt
	field *dex.FieldRef
	id    regflow.Value // the key at the lookup
	from  string
	path  []program.Caller // the calls that passed the request_id down
	// carrier is the object whose field the key is built from (a
	// Request whose dedupKey() joins its uid and request id), when it is.
	carrier regflow.Value
	idField *dex.FieldRef // the carrier's field holding the request id
	// unread is set when no request id was found in the key because the
	// text it is built from was not read to its end: the method where
	// PartsBuiltInto's budget ran out.
	unread *dex.Method
}

// checkHandDeduplication reports the request_id deduplications kept only
// in memory by code that implements no SDK executor (those are judged by
// checkVolatileDeduplication as a whole).
func checkHandDeduplication(p *DexPass) {
	prog := p.Program
	seen := map[string]bool{} // one report per collection field
	isMemory := memoryFieldTest(prog)
	for _, m := range p.dispatchCode() {
		if library(m.Class.Name) || implementsExecutor(prog, m.Class) || !callsDedupOp(prog, m) {
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue
		}
		var found []handDedup
		var named map[uint32]string // the method's reads by a request_id key, made once
		byAddr := program.CallsByAddr(prog.Calls(m))
		tested := map[uint32]bool{} // call sites whose result a branch tests
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			// A branch on the lookup's result (against null or a marker
			// such as PENDING), or its result returned: a helper
			// `markSeen(id) { return seen.add(id) }` whose caller decides.
			var regs []uint32
			switch {
			case in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1, in.Op == dex.OpReturn || in.Op == dex.OpReturnObject:
				regs = []uint32{in.A}
			case in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1:
				regs = []uint32{in.A, in.B}
			}
			if regs != nil {
				for _, r := range regs {
					for _, x := range st.Reg(r).Alts {
						if x.Kind == regflow.Call && x.Via == nil {
							tested[x.Site] = true
						}
					}
				}
				return
			}
			c := byAddr[in.Addr]
			if c == nil || !dedupOps[c.Ref.Name] || len(c.Ref.Params) == 0 || !collectionInterfaces[c.Ref.Class] && !memoryCollections[c.Ref.Class] {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 2 {
				return
			}
			x, ok := args[0].Single()
			if ok && (x.Kind == regflow.Call || x.Via != nil) {
				// Kotlin's getter of a private property (`by lazy`, or a
				// plain one not inlined): the field it returns. (What the
				// getter's summary made, a map the lazy initializer
				// allocates, is named by the call it came through.)
				if gc := byAddr[x.Site]; gc != nil {
					if f := getterField(prog, gc.Ref); f != nil {
						x = regflow.Alt{Kind: regflow.Field, Field: f}
					}
				}
			}
			if !ok || x.Kind != regflow.Field || x.Field == nil || seen[x.Field.String()] || !isMemory(x.Field) {
				return
			}
			if named == nil {
				named = keyedReads(prog, m, requestIDKind)
			}
			origins, _ := p.tokenOrigins(m, args[1], named, maxTokenHops, requestIDKind)
			var idField *dex.FieldRef
			var unread *dex.Method
			if len(origins) == 0 {
				// An app object's request_id property (Kotlin's getter
				// summarized to the field it reads): a Download(requestId,
				// …) the dispatcher built from the request; or a key built
				// from it (`uid + ":" + requestId`, here or by its method).
				fields, getters, cut := prog.PartsBuiltInto(m, args[1])
				unread = cut
				for _, f := range fields {
					if requestIDKind(f.Name) != "" && !library(f.Class) && prog.Classes[f.Class] != nil {
						origins = append(origins, tokenPath{kind: "request_id", from: finding.Sanitize(JavaName(f.Class) + "." + f.Name)})
						idField = f
						break
					}
				}
				if len(origins) == 0 {
					// A key built from a request-id property computed by
					// a method (`val requestId by lazy {
					// extras.getString("request_id") }`): a getter named
					// for it, or a method returning it as read by its key
					// (not one that only logs it beside what it returns).
					for _, g := range getters {
						if library(g.Class.Name) {
							continue
						}
						if requestIDKind(strings.TrimPrefix(g.Ref.Name, "get")) != "" || returnsKeyedRead(prog, g, requestIDKind) {
							origins = append(origins, tokenPath{kind: "request_id", from: "the value " + Short(g) + " returns"})
							break
						}
					}
				}
			}
			if len(origins) == 0 {
				// A key object of the app's that holds the request id
				// (a data class RetryKey(uid, provider, requestId)):
				// the records are keyed by the request as much.
				if f := keyIDField(prog, m, args[1]); f != nil {
					origins = append(origins, tokenPath{kind: "request_id", from: "the key's " + finding.Sanitize(JavaName(f.Class)+"."+f.Name)})
					idField = f
				}
			}
			if len(origins) == 0 && unread == nil {
				return
			}
			d := handDedup{at: DexAt{Method: m, Addr: c.Addr, Call: c}, field: x.Field, id: args[1],
				carrier: keyCarrier(prog, m, args[1]), idField: idField}
			if len(origins) > 0 {
				d.from, d.path = origins[0].from, origins[0].path
			} else {
				d.unread = unread
			}
			found = append(found, d)
		})
		// A key read to its end decides a field before one whose reading
		// was cut short (a note) can.
		slices.SortStableFunc(found, func(a, b handDedup) int {
			return cmp.Compare(boolInt(a.unread != nil), boolInt(b.unread != nil))
		})
		for _, d := range found {
			if seen[d.field.String()] || d.at.Call.Ref.Name != "computeIfAbsent" && !tested[d.at.Addr] {
				continue
			}
			seen[d.field.String()] = true
			owner := prog.Classes[d.field.Class]
			if recordsDurably(prog, d.path, owner, m.Class) || recordsDurably(prog, nil, ledgers(prog, carrierClasses(prog, m, d))...) {
				continue
			}
			kept, cut := keepsIDDurably(prog, m, d)
			if kept {
				continue
			}
			field := d.field.Name
			if strings.HasSuffix(field, "$delegate") {
				how := " (by lazy)"
				if delegateField(d.field) {
					how = " (a delegated property)"
				}
				field = strings.TrimSuffix(field, "$delegate") + how
			}
			if d.unread != nil {
				// A bound stopped reading the key: it may hold the
				// request id past it.
				p.ReportNote(d.at,
					"cannot tell whether %s deduplicates execute_tool by the request_id in %s, a collection in memory: its key is text %s builds, and the analysis looked through %d of the calls building it (its budget) without finding the request id; if the key holds it, keep the reservation in a durable store (§4.4, §6)",
					Short(m), finding.Sanitize(JavaName(d.field.Class)+"."+field), Short(d.unread), program.MaxBuiltVisits)
				continue
			}
			if cut != "" {
				// A bound stopped the search for a durable record: the
				// record may sit past it.
				p.ReportNote(d.at,
					"cannot tell whether %s, which deduplicates execute_tool by the request_id (%s) in %s, a collection in memory, also keeps it durably: %s; check by hand that the reservation survives a Provider restart (§4.4, §6)",
					Short(m), d.from, finding.Sanitize(JavaName(d.field.Class)+"."+field), cut)
				continue
			}
			p.Report(d.at,
				"%s deduplicates execute_tool by the request_id (%s) in %s, a collection in memory, and no code that keeps, looks up or passes down the request_id writes it to a durable store: a Provider restart forgets the records and a retried request runs the mutation twice; keep the reservation, the mutation and its result in one durable transaction (§4.4, §6)",
				Short(m), d.from, finding.Sanitize(JavaName(d.field.Class)+"."+field))
		}
	}
}

// memoryFieldTest returns the test of a field of an app class (no SDK
// executor) that memoryFields finds holding an in-memory collection,
// memoized per class.
func memoryFieldTest(prog *program.Program) func(f *dex.FieldRef) bool {
	memo := map[string]map[string]bool{}
	return func(f *dex.FieldRef) bool {
		owner := prog.Classes[f.Class]
		if owner == nil || library(owner.Name) || implementsExecutor(prog, owner) {
			return false
		}
		names, ok := memo[f.Class]
		if !ok {
			names = map[string]bool{}
			memory, _, _, _ := memoryFields(prog, owner)
			for _, n := range memory {
				names[n] = true
			}
			memo[f.Class] = names
		}
		for n := range names {
			if len(n) > len(f.Name) && n[:len(f.Name)] == f.Name && n[len(f.Name)] == ' ' {
				return true
			}
		}
		return false
	}
}

// keyIDField returns, for a key v that m looks up, the request id field
// of the app class v is an object of (by its allocation, the call that
// returned it, or m's parameter type): a key class built with the request
// id. Nil when v's alternatives name no such class, or several.
func keyIDField(prog *program.Program, m *dex.Method, v regflow.Value) *dex.FieldRef {
	var out *dex.FieldRef
	for _, x := range v.Alts {
		var class string
		switch {
		case x.Kind == regflow.New:
			class = x.Str
		case x.Kind == regflow.Call && x.Ref != nil:
			class = x.Ref.Return
		case x.Kind == regflow.Param:
			k := int(x.Int)
			if !m.Static() {
				k--
			}
			if k < 0 || k >= len(m.Ref.Params) {
				return nil
			}
			class = m.Ref.Params[k]
		default:
			return nil
		}
		c := prog.Classes[class]
		if c == nil || library(class) {
			return nil
		}
		var f *dex.FieldRef
		for i := range c.InstanceFields {
			if requestIDKind(c.InstanceFields[i].Ref.Name) != "" {
				f = c.InstanceFields[i].Ref
				break
			}
		}
		if f == nil || out != nil && out.String() != f.String() {
			return nil
		}
		out = f
	}
	return out
}

// keyCarrier returns the object whose method built the key v (the
// receiver of the call v is the result of, when that call is to a program
// method: `call.dedupKey()`); the zero Value otherwise.
func keyCarrier(prog *program.Program, m *dex.Method, v regflow.Value) regflow.Value {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.Call || a.Via == nil || a.Via.Static() {
		return regflow.Value{}
	}
	args, ok := prog.ArgsAt(m, a.Site)
	if !ok || len(args) == 0 {
		return regflow.Value{}
	}
	return args[0]
}

// carrierClasses returns, for a key built from an object's request id
// field, the program classes whose methods m hands that object
// (ledger.find(call)) or that field's value (ledger.recall(inv.requestId()))
// to: they pass the request_id down as much as a call given the key, and
// a durable record they make or look up by it is the deduplication's.
func carrierClasses(prog *program.Program, m *dex.Method, d handDedup) []*dex.Class {
	carrier := d.carrier
	if len(carrier.Alts) == 0 && d.idField == nil {
		return nil
	}
	idValue := func(x regflow.Alt) bool {
		return d.idField != nil && x.Kind == regflow.Field && x.Field != nil && fieldID(x.Field) == fieldID(d.idField)
	}
	var out []*dex.Class
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		args := program.CallArgs(st, in, c.Ref)
		handed := false
		for k, v := range args {
			if k == 0 && !in.IsStaticInvoke() {
				continue // a method of the carrier itself: its own class
			}
			if slices.ContainsFunc(v.Alts, func(x regflow.Alt) bool {
				return idValue(x) || slices.ContainsFunc(carrier.Alts, func(y regflow.Alt) bool { return sameAlt(x, y) })
			}) {
				handed = true
			}
		}
		if !handed {
			return
		}
		for _, t := range prog.Targets(c) {
			if t.HasCode() && !library(t.Class.Name) && !slices.Contains(out, t.Class) {
				out = append(out, t.Class)
			}
		}
	})
	return out
}

// ledgers keeps, of the classes a request object or its id is handed to,
// those that also read by a request id (a query whose SQL text names
// one): a ledger the deduplication can consult. An audit log or an
// analytics table that only writes the request id records nothing a
// retry is answered from.
func ledgers(prog *program.Program, classes []*dex.Class) []*dex.Class {
	return slices.DeleteFunc(classes, func(c *dex.Class) bool {
		return !slices.ContainsFunc(c.Methods(), func(m *dex.Method) bool { return m.HasCode() && readsRequestID(prog, m) })
	})
}

// readsRequestID reports whether m queries SQLite with text naming the
// request id (`request_id = ?`).
func readsRequestID(prog *program.Program, m *dex.Method) bool {
	return namesRequestID(prog, m, func(ref *dex.MethodRef) bool {
		_, ok := sqlRead(ref)
		return ok
	})
}

// namesRequestID reports whether m makes a call calls accepts with a
// constant argument naming the request id.
func namesRequestID(prog *program.Program, m *dex.Method, calls func(*dex.MethodRef) bool) bool {
	found := false
	prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
		if found || !calls(call.Ref) {
			return
		}
		for _, v := range program.CallArgs(st, in, call.Ref) {
			if x, ok := v.Single(); ok && x.Kind == regflow.Str && requestIDText(x.Str) {
				found = true
				return
			}
		}
	})
	return found
}

// callsDedupOp reports whether m calls one of dedupOps on a collection:
// the cheap test before a replay.
func callsDedupOp(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if dedupOps[c.Ref.Name] && (collectionInterfaces[c.Ref.Class] || memoryCollections[c.Ref.Class]) {
			return true
		}
	}
	return false
}

// recordsDurably reports whether the classes that keep, look up or pass
// down the request_id write it to a durable store: a database,
// preferences or file write, or a ContentValues the app fills for one,
// given a constant that names the request id ("request_id" as a column or
// key, or in the SQL text). The mutation's own writes, which a block run
// under the deduplication may make, keep no record of the request.
func recordsDurably(prog *program.Program, path []program.Caller, classes ...*dex.Class) bool {
	for _, c := range path {
		classes = append(classes, c.Method.Class)
	}
	seen := map[*dex.Class]bool{}
	for _, c := range classes {
		if c == nil || seen[c] {
			continue
		}
		seen[c] = true
		for _, m := range c.Methods() {
			if m.HasCode() && writesRequestID(prog, m) {
				return true
			}
		}
	}
	return false
}

// writesRequestID reports whether m makes a durable write, or fills a
// ContentValues or queries SQLite, with a constant naming the request id.
func writesRequestID(prog *program.Program, m *dex.Method) bool {
	return namesRequestID(prog, m, func(ref *dex.MethodRef) bool {
		_, sink := sinkOf(ref)
		return sink || ref.Class == "Landroid/content/ContentValues;" || sqliteDatabase(ref.Class)
	})
}

// requestIDText reports whether a constant names the request id: a key or
// column ("request_id", "requestId") or SQL text that mentions one.
func requestIDText(s string) bool {
	low := strings.ToLower(s)
	return requestIDKind(s) != "" || strings.Contains(low, "request_id") || strings.Contains(low, "requestid")
}

// Bounds of keepsIDDurably: calls followed down from a method that holds
// the request_id, and implementations of one call followed.
const (
	maxIDDepth   = 3
	maxIDTargets = 8
)

// keepsIDDurably reports whether the request_id itself, or a value made
// from it (a key "req_" + id, a File named by it, an entity constructed
// with it), reaches a durable write: a preferences, database or file
// write, a ContentValues, or an app method (a Room DAO's generated
// implementation) that makes one with it. It follows the value in the
// lookup's method and in each method that passed it down, and into the
// app's callees it is handed to; a record keyed by the id needs no
// constant naming it. cut says where a bound stopped the search when
// nothing was found.
func keepsIDDurably(prog *program.Program, m *dex.Method, d handDedup) (kept bool, cut string) {
	tr := &idTrace{seen: map[*dex.Method]bool{}, top: m}
	if idReachesWrite(prog, m, nil, d.id.Alts, d.id.Taint&regflow.ParamTaints, maxIDDepth, tr) {
		return true, ""
	}
	// Up the path: in each caller, the values it handed to the id's
	// parameters of the method below.
	params := paramsOf(d.id)
	for i := len(d.path) - 1; i >= 0 && len(params) > 0; i-- {
		c := d.path[i]
		var marks []regflow.Alt
		var taint regflow.Taint
		prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
			if cc.Addr != c.Call.Addr {
				return
			}
			args := program.CallArgs(st, in, cc.Ref)
			for k := range params {
				if int(k) < len(args) {
					marks = append(marks, args[k].Alts...)
					taint |= args[k].Taint & regflow.ParamTaints
				}
			}
		})
		// Only the caller's paths through the call: a dispatcher hands
		// the same request_id to every tool, and another tool's durable
		// record is not this one's.
		var on func(uint32) bool
		if a, err := prog.Analyze(c.Method); err == nil && a != nil {
			on = pathThrough(a, c.Call.Addr)
		}
		tr.top = c.Method
		if idReachesWrite(prog, c.Method, on, marks, taint, maxIDDepth, tr) {
			return true, ""
		}
		params = paramsOf(regflow.Value{Alts: marks, Taint: taint})
	}
	return false, tr.cut
}

// idTrace is what one keepsIDDurably search has visited, and the first
// bound it hit; top is the method the current search started in (the
// lookup's, or a caller's up the path).
type idTrace struct {
	seen  map[*dex.Method]bool
	cut   string
	top   *dex.Method
	write map[*dex.Method]bool // mayWrite's answers
}

// mayWrite reports whether code reachable from one of targets (the app's
// own, with code) makes a durable write: where the search stops at them,
// only then could the record be past the bound.
func (tr *idTrace) mayWrite(prog *program.Program, targets []*dex.Method) bool {
	if tr.write == nil {
		tr.write = map[*dex.Method]bool{}
	}
	for _, t := range targets {
		if !t.HasCode() || library(t.Class.Name) {
			continue
		}
		w, ok := tr.write[t]
		if !ok {
			for m := range prog.Reachable([]*dex.Method{t}) {
				if slices.ContainsFunc(prog.Calls(m), func(c program.Call) bool { return durableIDWrite(c.Ref) }) {
					w = true
					break
				}
			}
			tr.write[t] = w
		}
		if w {
			return true
		}
	}
	return false
}

// paramsOf are the parameters a value is, or is built from.
func paramsOf(v regflow.Value) map[int64]bool {
	out := map[int64]bool{}
	for _, x := range v.Alts {
		if x.Kind == regflow.Param && x.Or == 0 {
			out[x.Int] = true
		}
	}
	for k := range int64(regflow.MaxTaintParams) {
		if v.Taint&regflow.TaintParam(k) != 0 {
			out[k] = true
		}
	}
	return out
}

// idReachesWrite reports whether, in m, a value among marks (or carrying
// one of the parameter taints) or one made from it is handed to a durable
// write, directly or through app methods depth calls down.
//
// on, when set, limits the calls of m that count to those it accepts.
func idReachesWrite(prog *program.Program, m *dex.Method, on func(uint32) bool, marks []regflow.Alt, taint regflow.Taint, depth int, tr *idTrace) bool {
	if len(marks) == 0 && taint == 0 || on == nil && tr.seen[m] {
		return false
	}
	if on == nil {
		tr.seen[m] = true
	}
	made := map[uint32]bool{}   // New and Call sites built from the id
	spaced := map[uint32]bool{} // string builders given prose: a message, not a key
	marked := func(v regflow.Value) bool {
		if v.Taint&taint != 0 {
			return true
		}
		for _, x := range v.Alts {
			switch x.Kind {
			case regflow.New, regflow.Call, regflow.Array:
				if made[x.Site] && x.Via == nil {
					return true
				}
			}
			for _, y := range marks {
				if sameAlt(x, y) {
					return true
				}
			}
		}
		return false
	}
	found := false
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if found || on != nil && !on(c.Addr) {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if c.Ref.Class == "Ljava/lang/StringBuilder;" && len(args) > 1 && !in.IsStaticInvoke() {
			if k, ok := args[1].Single(); ok && k.Kind == regflow.Str && strings.Contains(k.Str, " ") {
				for _, x := range args[0].Alts {
					if x.Kind == regflow.New {
						spaced[x.Site] = true
					}
				}
			}
		}
		at := -1 // the first marked argument, the receiver aside
		for k, v := range args {
			if (k > 0 || in.IsStaticInvoke()) && marked(v) {
				at = k
				break
			}
		}
		if at < 0 {
			// A method of what is made from the id makes more of it
			// (a builder's toString), or writes it (file.createNewFile()).
			if !in.IsStaticInvoke() && len(args) > 0 && marked(args[0]) {
				if c.Ref.Name == "toString" && args[0].Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && spaced[x.Site] }) {
					return // "transfer done, ref " + id: a message that names the id
				}
				made[c.Addr] = true
				found = c.Ref.Class == "Ljava/io/File;" && durableIDWrite(c.Ref)
			}
			return
		}
		if durableIDWrite(c.Ref) {
			// An audit or log row names the request; only a record keyed by
			// it (a key, a column named for an id) can answer a retry.
			found = !auditWrite(c.Ref, args) && (c.Ref.Class != "Landroid/content/ContentValues;" || idColumn(args))
			if found {
				return
			}
		}
		// What is built from the id is the id's too: the object a
		// constructor or builder is given it, and the call's result.
		made[c.Addr] = true
		if !in.IsStaticInvoke() && len(args) > 0 {
			for _, x := range args[0].Alts {
				if x.Kind == regflow.New && x.Via == nil {
					made[x.Site] = true
				}
			}
		}
		if library(c.Ref.Class) {
			return
		}
		targets := prog.Targets(c)
		switch {
		case depth == 0:
			// Only a callee that can reach a durable write could hold the
			// record: a data holder's constructor, a toString or a logger
			// three calls down cannot.
			if tr.cut == "" && tr.mayWrite(prog, targets) {
				tr.cut = fmt.Sprintf("%s hands it to %s, %d calls below %s, CETP618's budget for following it", Short(m), finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name), maxIDDepth+1, Short(tr.top))
			}
			return
		case len(targets) > maxIDTargets:
			if tr.cut == "" && tr.mayWrite(prog, targets) {
				tr.cut = fmt.Sprintf("%s hands it to %s, a call with %d implementations, more than the %d CETP618 follows", Short(m), finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name), len(targets), maxIDTargets)
			}
			return
		}
		for _, t := range targets {
			if t.HasCode() && !library(t.Class.Name) && idReachesWrite(prog, t, nil, []regflow.Alt{{Kind: regflow.Param, Int: int64(at)}}, regflow.TaintParam(int64(at)), depth-1, tr) {
				found = true
				return
			}
		}
		if c.Ref.Name == "<init>" && capturedReachesWrite(prog, c.Ref.Class, at, depth-1, tr) {
			found = true
		}
	})
	return found
}

// capturedReachesWrite reports whether the body methods of class (a
// lambda or coroutine block: kotlinc's withContext(IO) { … } given the
// key) write the value its constructor's argument at keeps in a field.
func capturedReachesWrite(prog *program.Program, class string, at, depth int, tr *idTrace) bool {
	c := prog.Classes[class]
	if c == nil || library(class) || depth < 0 {
		return false
	}
	for i := range c.InstanceFields {
		f := c.InstanceFields[i].Ref
		if prog.CapturedParam(class, f) != at {
			continue
		}
		for _, b := range prog.BodyMethods(c) {
			if b.HasCode() && idReachesWrite(prog, b, nil, []regflow.Alt{{Kind: regflow.Field, Field: f}}, 0, depth, tr) {
				return true
			}
		}
	}
	return false
}

// durableIDWrite reports whether a call given the request_id (or what is
// made from it) writes it somewhere that outlives the process: a write
// the write rules know, a preferences editor's put, a ContentValues
// (filled for a database), a SQLite call, or a file stream opened on it.
func durableIDWrite(ref *dex.MethodRef) bool {
	if _, sink := sinkOf(ref); sink {
		return true
	}
	switch ref.Class {
	case "Landroid/content/SharedPreferences$Editor;":
		return strings.HasPrefix(ref.Name, "put")
	case "Landroid/content/ContentValues;":
		return ref.Name == "put"
	case "Landroid/database/sqlite/SQLiteStatement;", "Landroidx/sqlite/db/SupportSQLiteStatement;":
		return strings.HasPrefix(ref.Name, "bind") || strings.HasPrefix(ref.Name, "execute")
	case "Ljava/io/FileOutputStream;", "Ljava/io/FileWriter;", "Ljava/io/RandomAccessFile;", "Ljava/io/PrintWriter;":
		return ref.Name == "<init>"
	case "Ljava/nio/file/Files;", "Lkotlin/io/FilesKt;", "Lkotlin/io/FilesKt__FileReadWriteKt;":
		return strings.HasPrefix(ref.Name, "write") || strings.HasPrefix(ref.Name, "append") || ref.Name == "createFile"
	case "Ljava/io/File;":
		return ref.Name == "createNewFile" || ref.Name == "mkdir" || ref.Name == "mkdirs"
	}
	return false
}

// sameAlt reports whether two alternatives are the same value of one
// method: sameOrigin, made through the same summary (and a parameter
// with the same bits OR-ed in).
func sameAlt(x, y regflow.Alt) bool {
	return x.Via == y.Via && (x.Kind != regflow.Param || x.Or == y.Or) && sameOrigin(x, y)
}

// sameOrigin reports whether two alternatives come from the same place of
// one method: the same call, allocation or array site, parameter or field.
func sameOrigin(x, y regflow.Alt) bool {
	if x.Kind != y.Kind {
		return false
	}
	switch x.Kind {
	case regflow.Call, regflow.New, regflow.Array:
		return x.Site == y.Site
	case regflow.Param:
		return x.Int == y.Int
	case regflow.Field:
		return x.Field != nil && y.Field != nil && x.Field.String() == y.Field.String()
	}
	return false
}

// getterField returns the field an app getter with no parameters returns:
// read directly, or the collection its holder gives (a `by lazy`
// delegate's getValue(), an AtomicReference's get()); nil otherwise.
func getterField(prog *program.Program, ref *dex.MethodRef) *dex.FieldRef {
	if ref == nil || len(ref.Params) != 0 || library(ref.Class) {
		return nil
	}
	ts := prog.Resolve(dex.OpInvokeDirect, ref)
	if len(ts) != 1 || !ts[0].HasCode() {
		return nil
	}
	a, err := prog.Analyze(ts[0])
	if err != nil || a == nil {
		return nil
	}
	held := map[uint32]*dex.FieldRef{} // holder calls on a field, by site
	var out *dex.FieldRef
	many := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch {
		case in.IsInvoke():
			r, err := ts[0].Class.File.Method(in.Index)
			if err != nil || !holderTypes[r.Class] || in.IsStaticInvoke() {
				return
			}
			if args := regflow.Args(st, in, r, false); len(args) > 0 {
				if f, ok := args[0].Single(); ok && f.Kind == regflow.Field && f.Field != nil {
					held[in.Addr] = f.Field
				}
			}
		case in.Op == dex.OpReturnObject:
			for _, x := range st.Reg(in.A).Alts {
				var f *dex.FieldRef
				switch {
				case x.Kind == regflow.Field:
					f = x.Field
				case x.Kind == regflow.Call || x.Via != nil:
					// (the holder's getValue() as the lazy initializer's
					// summary gives it: the map allocated there)
					f = held[x.Site]
				}
				if f == nil || out != nil && out.String() != f.String() {
					many = true
					continue
				}
				out = f
			}
		}
	})
	if many {
		return nil
	}
	return out
}

// auditWrite reports whether a durable write names an audit trail or a
// log (a table or file called audit_log, events, history): a record of
// what happened that no retry is answered from.
func auditWrite(ref *dex.MethodRef, args []regflow.Value) bool {
	for _, v := range args {
		x, ok := v.Single()
		if !ok || x.Kind != regflow.Str {
			continue
		}
		if ident.Has(ident.Tokens(x.Str), "audit", "log", "logs", "history", "analytics", "metrics", "telemetry", "events") {
			return true
		}
	}
	return false
}

// idColumn reports whether a ContentValues.put names an id column or key
// (request_id, rid, req_key): the row is keyed by the request.
func idColumn(args []regflow.Value) bool {
	if len(args) < 2 {
		return false
	}
	x, ok := args[1].Single()
	if !ok || x.Kind != regflow.Str {
		return false
	}
	toks := ident.Tokens(x.Str)
	return requestIDText(x.Str) || ident.Has(toks, "id", "rid", "key", "request", "req", "idempotency")
}

// returnsKeyedRead reports whether m returns a value it read by a key
// kindOf names (`return extras.getString("request_id")`).
func returnsKeyedRead(prog *program.Program, m *dex.Method, kindOf func(string) tokenKind) bool {
	named := keyedReads(prog, m, kindOf)
	if len(named) == 0 {
		return false
	}
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return false
	}
	found := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op != dex.OpReturnObject || found {
			return
		}
		for _, x := range st.Reg(in.A).Alts {
			if x.Kind == regflow.Call && x.Via == nil && named[x.Site] != "" {
				found = true
			}
		}
	})
	return found
}
