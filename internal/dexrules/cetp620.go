package dexrules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP620", checkTokenNotBoundToCaller) }

// tokenKind is which protocol token a value holds.
type tokenKind string

const (
	sessionToken tokenKind = "session token"
	resumeToken  tokenKind = "resume token"
	operationID  tokenKind = "operation ID"
)

// tokenKindOf names the token a key or getter name stands for:
// "session_token", getResumeToken, "operationId" ...
func tokenKindOf(name string) tokenKind { return tokenKind(ident.ProtocolToken(name)) }

// mapLookup tells whether a call looks a token up in a store (a map by
// key, a set or other collection by element: tokenstores.go), and
// whether the lookup also removes it.
func mapLookup(ref *dex.MethodRef) (lookup, removes bool) { return storeCall(ref) }

// tokenLookup is one lookup of a token in a map.
type tokenLookup struct {
	call    *program.Call
	kind    tokenKind
	from    string           // where the token came from, for the message
	path    []program.Caller // the calls that passed the token down to the lookup
	mapID   string           // the map's field, "" when not a field
	removes bool
	entry   string   // the type the entry found is cast to, "" when not cast here
	casts   []string // every type it is cast to (a base type first, then its own)
	// composite: the key is built from the token and other values;
	// keyBound names the caller's identity among them ("" when none).
	composite bool
	keyBound  string
	// row: the token is a placeholder of a database read's selection.
	row bool
}

// checkTokenNotBoundToCaller reports a session token, resume token or
// operation id — read from the request extras or arguments by its key, or
// from the SDK request's getter — used as the key of a map lookup that
// nothing binds to its caller, and a resume token that stays valid after
// the use. Lookups in the tool providers' code (entry points, SDK
// overrides and what they reach) are judged; a token that reaches the
// lookup through a parameter is followed up to maxTokenHops calls up.
//
// The binding is a comparison of the caller's identity (Binder's calling
// UID, the provider's calling package, a field or getter named for them,
// or a parameter its callers fill with one) with a value that is not a
// constant: in the lookup's method, in a helper it calls whose result it
// uses or that throws (isOwner(entry, uid), a Kotlin extension, a
// require/check helper), or on a path through the call that passed the
// token down. A resume token is spent when its key is removed from the
// map (there, in a helper, or in a sibling call such as consume(token))
// or its entry flips an AtomicBoolean once. Where a helper cannot be
// judged, a note says so instead of a finding.
func checkTokenNotBoundToCaller(p *DexPass) {
	prog := p.Program
	uses := newUseScan(prog)
	keyMemo := map[*dex.Method]*keyParts{}
	type site struct {
		m    *dex.Method
		addr uint32
	}
	noted := map[site]bool{} // a lookup's cut, said once
	// A session or operation looked up unbound, in a method whose caller
	// has already looked the same token up in the same map and bound it
	// (screen(req) comparing the session's owner, then dispatch(req)
	// reading the session's capabilities): judged once every method is.
	type deferred struct {
		m     *dex.Method
		at    DexAt
		msg   string
		store string
		moved bool
	}
	// A caller's call that two of a helper's lookups are moved to (a
	// cache map, then the database row behind it, both found by the id
	// the call hands down unbound) is one defect: reported once.
	movedTo := map[callSite]bool{}
	firstAtCall := func(at DexAt) bool {
		k := callSite{at.Method, at.Addr}
		if movedTo[k] {
			return false
		}
		movedTo[k] = true
		return true
	}
	var later []deferred
	boundIn := map[string][]*dex.Method{} // map field + token kind -> methods binding a lookup of it
	sh := newSelectionHelpers(prog)
	dispatch := p.dispatchCode()
	inDispatch := make(map[*dex.Method]bool, len(dispatch))
	for _, m := range dispatch {
		inDispatch[m] = true
	}
	for _, m := range dispatch {
		if library(m.Class.Name) || prog.OutlinedCall(m) != nil || !hasMapLookup(prog, m) && !hasSQLRead(prog, m) && !sh.callsOne(m) {
			// An API outline's lookup (Map.getOrDefault below API 24)
			// is judged at each call of it, with that caller's key.
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue // the limit is reported as a note
		}
		byAddr := program.CallsByAddr(prog.Calls(m))
		resultUsed := movedResults(a)
		named := keyedReads(prog, m, tokenKindOf)
		kp := newKeyParts(prog, m, keyMemo)
		var lookups []*tokenLookup
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op == dex.OpCheckCast {
				castEntry(m, lookups, in, st.Reg(in.A))
				return
			}
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			kp.observe(c, in, args)
			if sel, ok := sqlRead(c.Ref); ok {
				lookups = append(lookups, p.rowLookups(uses, kp, m, c, sel, args, named)...)
				return
			}
			if sel, ok := sh.of(c); ok {
				// A query helper given both the selection and its
				// arguments (many(table, where, String... args)): the
				// lookup is made here, with this call's text and values.
				lookups = append(lookups, p.rowLookups(uses, kp, m, c, sel, args, named)...)
				return
			}
			if k, ok := roomRead(c.Ref); ok && k < len(args) {
				if keys, ok := roomKeys(prog, m, args[k]); ok {
					lookups = append(lookups, p.keyedRowLookups(uses, m, c, keys, named)...)
				}
				return
			}
			if k, ok := fileLookup(c.Ref); ok && k < len(args) {
				// A file named by the token: its ticket, one file each.
				origins, _ := p.tokenOrigins(m, args[k], named, maxTokenHops, tokenKindOf)
				if len(origins) == 0 {
					// A name made from the token (its hash, a suffix):
					// every way the token reaches it.
					for _, leaf := range kp.of(args[k], 0).leaves {
						if leaf.m == m {
							o, _ := p.tokenOrigins(m, leaf.v, named, maxTokenHops, tokenKindOf)
							origins = append(origins, o...)
						}
					}
				}
				for _, o := range origins {
					if o.kind != resumeToken {
						// A session's scratch directory or an operation's
						// output file is named by its token after the
						// session or operation was checked: a file store of
						// tickets is the resume token's.
						continue
					}
					lookups = append(lookups, &tokenLookup{call: c, kind: o.kind, from: o.from, path: o.path, mapID: fileStoreID})
				}
				return
			}
			lookup, removes := mapLookup(lookupRef(prog, c))
			if !lookup || len(args) < 2 || classKey(m, args[1]) {
				return
			}
			if removes && !resultUsed[c.Addr] {
				// held.remove(token) dropping an expired or unknown
				// token: a deletion whose entry serves nothing, not a
				// lookup (its removal still spends, tokenuse.go).
				return
			}
			origins, cut := p.tokenOrigins(m, args[1], named, maxTokenHops, tokenKindOf)
			if len(origins) == 0 && !cut {
				// A key made of the token and other values: bound to its
				// caller when one of them is the caller's identity.
				if ck, ok := p.compositeKey(uses, kp, m, args[1], named); ok {
					at := DexAt{Method: m, Addr: c.Addr, Call: c}
					switch {
					case ck.kind != "" && ck.bound == "" && ck.undecided != "":
						p.ReportNote(at,
							"cannot tell whether the %s (%s) looked up in %s is bound to its caller: %s; check by hand that the key holds Binder.getCallingUid() or the stored owner is compared with it (§2.2, §4.3, §4.4)",
							ck.kind, ck.from, Short(m), ck.undecided)
						return
					case ck.kind == "" && ck.undecided != "":
						p.ReportNote(at,
							"cannot tell whether the key of this lookup in %s holds a session token, resume token or operation id: %s (§2.2, §4.4)",
							Short(m), ck.undecided)
						return
					case ck.kind != "":
						lookups = append(lookups, &tokenLookup{call: c, kind: ck.kind, from: ck.from, path: ck.path, mapID: storeID(prog, m, c.Ref, args[0]),
							removes: removes, composite: true, keyBound: ck.bound})
						return
					}
				}
			}
			// Each way a token reaches the lookup is judged on its own: a
			// helper that one caller checks the owner of and another does
			// not is unbound on the other's path.
			for _, o := range origins {
				lookups = append(lookups, &tokenLookup{call: c, kind: o.kind, from: o.from, path: o.path, mapID: storeID(prog, m, c.Ref, args[0]), removes: removes})
			}
			if len(origins) > 0 && cut {
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"cannot tell whether every token looked up in %s is bound to its caller: more than %d call paths pass one to the lookup, CETP620's budget; the first %d were judged (§2.2, §4.4)",
					Short(m), maxTokenPaths, maxTokenPaths)
			} else if cut && !noted[site{m, c.Addr}] {
				noted[site{m, c.Addr}] = true
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"cannot tell whether the key of this lookup in %s is a session token, resume token or operation id: it comes from a parameter more than %d calls up, CETP620's budget for following a token (§2.2, §4.4)",
					Short(m), maxTokenHops)
			}
		})
		// One verdict per lookup: the first path found unbound, else the
		// first that could not be judged. A file named by the token is
		// made by a helper every use calls: one verdict per use (the
		// path's top), each reported there.
		type lookupKey struct {
			addr uint32
			top  *dex.Method
		}
		keyOf := func(l *tokenLookup) lookupKey {
			if l.mapID == fileStoreID && len(l.path) > 0 {
				return lookupKey{l.call.Addr, l.path[0].Method}
			}
			return lookupKey{addr: l.call.Addr}
		}
		verdicts := map[lookupKey]tokenVerdict{}
		stores := map[lookupKey]string{} // the map field each lookup reads, "" for another store
		kinds := map[lookupKey]tokenKind{}
		worst := map[lookupKey]*tokenLookup{}          // the path each verdict is of
		moved := map[lookupKey]bool{}                  // verdicts reported at a caller's call
		boundPath := map[lookupKey]map[callSite]bool{} // the calls on the paths that bind the lookup
		var order []lookupKey
		for _, l := range lookups {
			lk := keyOf(l)
			if l.mapID == fileStoreID && len(l.path) > 0 && !inDispatch[l.path[0].Method] {
				continue // a token an Activity or a receiver hands the store: no request's
			}
			if collectionInterfaces[l.call.Ref.Class] || memoryCollections[l.call.Ref.Class] {
				stores[lk] = l.mapID // a disk copy (preferences) stays ""
			}
			if _, ok := kinds[lk]; !ok {
				kinds[lk] = l.kind
			}
			v := p.judgeTokenUse(uses, m, l, lookups)
			old, seen := verdicts[lk]
			if !seen {
				order = append(order, lk)
			}
			if v.level == verdictNone && len(l.path) > 0 {
				if boundPath[lk] == nil {
					boundPath[lk] = map[callSite]bool{}
				}
				for _, c := range l.path {
					boundPath[lk][callSite{c.Method, c.Call.Addr}] = true
				}
			}
			if !seen || v.level > old.level {
				verdicts[lk] = v
				worst[lk] = l
			}
		}
		// A helper's lookup that one caller's path binds and another's
		// does not (get_operation compares the row's owner after find(id),
		// cancel_operation does not) is that other caller's defect: it is
		// reported at the unbound path's last call, counted from the
		// lookup, that no bound path makes (cancel's call of find; an
		// override's call of the store, where the base class's binds),
		// rather than in the helper every caller shares.
		for lk, v := range verdicts {
			l := worst[lk]
			if v.level != verdictFinding || boundPath[lk] == nil || l.mapID == fileStoreID {
				continue
			}
			for i := len(l.path) - 1; i >= 0; i-- {
				if c := l.path[i]; !boundPath[lk][callSite{c.Method, c.Call.Addr}] {
					v.at = DexAt{Method: c.Method, Addr: c.Call.Addr, Call: c.Call}
					verdicts[lk] = v
					moved[lk] = true
					break
				}
			}
		}
		// One report per method for what one message says of a map and
		// its disk copy looked up in turn; two map fields are two stores,
		// each reported.
		said := map[string][]string{}
		for _, addr := range order {
			v := verdicts[addr]
			id := stores[addr]
			key := id + "|" + string(kinds[addr])
			if v.level == verdictNone && id != "" {
				boundIn[key] = append(boundIn[key], m)
			}
			if v.level != verdictNone && slices.ContainsFunc(said[v.msg], func(o string) bool { return o == "" || id == "" || o == id }) {
				continue
			}
			said[v.msg] = append(said[v.msg], id)
			switch v.level {
			case verdictFinding:
				if id != "" && kinds[addr] != resumeToken {
					later = append(later, deferred{m, v.at, v.msg, key, moved[addr]})
					continue
				}
				if moved[addr] && !firstAtCall(v.at) {
					continue
				}
				p.Report(v.at, "%s", v.msg)
			case verdictNote:
				p.ReportNote(v.at, "%s", v.msg)
			}
		}
	}
	for _, d := range later {
		if !boundBefore(prog, d.m, boundIn[d.store]) && (!d.moved || firstAtCall(d.at)) {
			p.Report(d.at, "%s", d.msg)
		}
	}
}

// movedResults returns the addresses of the instructions in a's method
// (calls, filled-new-array) whose result the next instruction moves into a
// register.
func movedResults(a *program.Analysis) map[uint32]bool {
	out := map[uint32]bool{}
	insns := a.Result.Insns
	for i := 0; i+1 < len(insns); i++ {
		if insns[i+1].Op >= dex.OpMoveResult && insns[i+1].Op <= dex.OpMoveResultObject {
			out[insns[i].Addr] = true
		}
	}
	return out
}

// castEntry records the type a lookup's result is cast to.
func castEntry(m *dex.Method, lookups []*tokenLookup, in *dex.Insn, v regflow.Value) {
	typ, err := m.Class.File.Type(in.Index)
	if err != nil {
		return
	}
	for _, l := range lookups {
		if v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Call && x.Via == nil && x.Site == l.call.Addr }) {
			if l.entry == "" {
				l.entry = typ
			}
			if !slices.Contains(l.casts, typ) {
				l.casts = append(l.casts, typ)
			}
		}
	}
}

// maxSpendCallers bounds the calls spentByCallers judges.
const maxSpendCallers = 8

// spentByCallers reports whether every call of top — the method the
// token's path starts in, which read the token itself (from the request's
// envelope) — removes the token's entry after it returns: a helper that
// validates the ticket and hands it back, each caller consuming it
// (rev131_k1: ToolSet.prepare peeks, both tool sets' execute spend it).
// The calls' own methods only, at most maxSpendCallers of them; a removal
// on some paths counts, as it does in the lookup's own method. When some
// calls remove it and others do not, keep names the others.
func (p *DexPass) spentByCallers(uses *useScan, top *dex.Method, l *tokenLookup) (spent bool, keep []program.Caller) {
	callers := p.Program.Callers(top)
	if len(callers) == 0 || len(callers) > maxSpendCallers {
		return false, nil
	}
	some := false
	for _, c := range callers {
		a, err := p.Program.Analyze(c.Method)
		if err != nil || a == nil || uses.busy[c.Method] {
			return false, nil
		}
		after := pathAfterNormal(a, c.Call.Addr)
		// Strictly after, and on the paths the caller takes when no
		// exception is thrown: the call itself runs the path judged (a
		// removal down another tool's branch inside it is not this
		// token's), and a removal only in a catch block leaves the token
		// valid after every run that succeeds.
		f := uses.scan(c.Method, 0, func(addr uint32) bool { return addr != c.Call.Addr && after(addr) }, p.pathRelevant(c, l.kind))
		// The removal must be the caller's own or a method it calls
		// after the helper returns (TicketBook.spend): one found deeper,
		// down another tool's branch the caller dispatches to, removes
		// other tokens.
		direct := map[*dex.Method]bool{c.Method: true}
		calls := p.Program.Calls(c.Method)
		for i := range calls {
			if cc := &calls[i]; cc.Addr != c.Call.Addr && after(cc.Addr) {
				for _, t := range p.Program.Targets(cc) {
					direct[t] = true
				}
			}
		}
		removes := false
		for id, in := range f.removes {
			if (l.mapID == "" || id == l.mapID) && direct[in] {
				removes = true
			}
		}
		if removes {
			some = true
		} else {
			keep = append(keep, c)
		}
	}
	if !some {
		return false, nil
	}
	return len(keep) == 0, keep
}

// tokenVerdict is what judgeTokenUse concludes of one path to a lookup.
type tokenVerdict struct {
	level int // verdictNone, verdictNote or verdictFinding
	at    DexAt
	msg   string
}

const (
	verdictNone = iota
	verdictNote
	verdictFinding
)

// judgeTokenUse judges one lookup whose token is not bound to its caller
// or, a resume token, not spent: a finding, or a note when a helper could
// not be judged.
func (p *DexPass) judgeTokenUse(uses *useScan, m *dex.Method, l *tokenLookup, siblings []*tokenLookup) tokenVerdict {
	// The facts of the lookup's method as a whole, and of each method that
	// passed the token down, on the paths through that call.
	// In the lookup's own method, only the paths through the lookup:
	// after R8 inlines a consume(token) on one tool's branch and a
	// lookup that never removes on another's into call(), the removal
	// does not spend the other branch's token (rev32_r1), nor does an
	// owner check on one branch bind another's lookup (rev32_r3).
	first := uses.of(m, 0)
	if a, err := p.Program.Analyze(m); err == nil && a != nil {
		uses.busy[m] = true
		first = uses.scan(m, 0, pathThrough(a, l.call.Addr), p.lookupRelevant(m, l, siblings))
		delete(uses.busy, m)
	}
	scopes := []*useFacts{first}
	owners := []*dex.Method{m}
	for i, c := range l.path {
		a, err := p.Program.Analyze(c.Method)
		if err != nil || a == nil {
			scopes = append(scopes, &useFacts{unknown: Short(c.Method) + ", which passes the token, could not be analysed"})
			owners = append(owners, c.Method)
			continue
		}
		// The call passing the token down is judged by the method that
		// received it on this path only: the next method down the path
		// (the path runs from the top caller to the lookup's method).
		t := m
		if i+1 < len(l.path) {
			t = l.path[i+1].Method
		}
		if p.Program.Dispatched(t) {
			// Not a base method every subclass overrides (reached
			// only through invoke-super from an override, which the
			// union of the call's targets then judges).
			uses.onPath = &pathCall{in: c.Method, addr: c.Call.Addr, target: t}
		}
		on := pathThrough(a, c.Call.Addr)
		if l.row && !callsAny(p.Program, c.Method, map[*dex.Method]bool{m: true}) {
			// A row is found below this call: what this method compares
			// before it (the session's owner in a dispatcher) is about
			// another token — unless the method looked the row up itself
			// first (find, compare the owner, then hand the id down).
			on = pathAfter(a, c.Call.Addr)
		}
		scopes = append(scopes, uses.scan(c.Method, 0, on, p.pathRelevant(c, l.kind)))
		uses.onPath = nil
		owners = append(owners, c.Method)
	}
	bound, spent := l.keyBound != "", l.kind != resumeToken || l.removes
	var unknown []string
	readsCaller := ""
	identityCut := false
	for i, f := range scopes {
		if f.compares != "" {
			bound = true
		}
		for k := range 64 {
			if bound || f.cmpParams&(1<<k) == 0 {
				continue
			}
			d, cut := uses.identityArg(owners[i], k, maxTokenHops)
			bound = d != ""
			identityCut = identityCut || cut
		}
		if !spent && (l.mapID == "" && len(f.removes) > 0 || f.removes[l.mapID] != nil) {
			spent = true
		}
		for _, s := range f.spends {
			if !spent && p.entrySpend(l.entry, s) {
				spent = true
			}
		}
		if f.unknown != "" {
			unknown = append(unknown, f.unknown)
		}
		if readsCaller == "" {
			readsCaller = f.readsCaller
		}
	}
	keptBy, keptAt := "", (*DexAt)(nil)
	if !spent && l.kind == resumeToken {
		top := m
		if len(l.path) > 0 {
			top = l.path[0].Method
		}
		var keep []program.Caller
		spent, keep = p.spentByCallers(uses, top, l)
		if len(keep) > 0 {
			var names []string
			for _, k := range keep {
				if n := Short(k.Method); !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
			// Some calls of the validating helper spend it, these do
			// not: name them, and report where the first calls it —
			// the fix is theirs.
			keptAt = &DexAt{Method: keep[0].Method, Addr: keep[0].Call.Addr, Call: keep[0].Call}
			keptBy = fmt.Sprintf(" (%s, which %s, never removes it; the other callers of %s do)", strings.Join(names, ", "), callVerb(len(names)), Short(top))
		}
	}
	if bound && spent {
		return tokenVerdict{}
	}
	var missing, undecided []string
	why := ""
	unbound := false // the binding is missing, not merely undecided
	if !bound {
		switch {
		case len(unknown) > 0:
			undecided, why = append(undecided, "bound to its caller"), unknown[0]
		case identityCut:
			undecided = append(undecided, "bound to its caller")
			why = fmt.Sprintf("the value compared with the entry's owner comes from a parameter whose callers were not followed to where it is made (more than %d calls up, CETP620's budget, or a caller the analysis does not resolve: a reflective Method.invoke, the framework)", maxTokenHops)
		case readsCaller != "":
			unbound = true
			missing = append(missing, "no comparison with the calling UID binds it to its caller ("+readsCaller+" reads the caller's identity, but nothing compares the stored owner with it)")
		default:
			unbound = true
			missing = append(missing, "no comparison with the calling UID binds it to its caller")
		}
		if l.composite && len(missing) > 0 {
			missing[len(missing)-1] += ", and none of the values the key is built from and compared by is the caller's identity"
		}
	}
	if !spent {
		if len(unknown) > 0 {
			undecided, why = append(undecided, "removed after its use"), unknown[0]
		} else {
			missing = append(missing, "its entry is not removed after this use"+keptBy+", so it can be replayed")
		}
	}
	at := DexAt{Method: m, Addr: l.call.Addr, Call: l.call}
	if l.mapID == fileStoreID && len(l.path) > 0 {
		// The File is made by a helper every use of the store calls
		// (fileOf(token) for issuing, reading and deleting): the use is
		// where the token is handed to the path that reads it.
		at = DexAt{Method: l.path[0].Method, Addr: l.path[0].Call.Addr, Call: l.path[0].Call}
	}
	if keptAt != nil && bound {
		at = *keptAt // only the spending is missing, and only there
	}
	if len(missing) > 0 {
		what := "stays valid after its use"
		if unbound {
			what = "is looked up by the token alone"
		}
		return tokenVerdict{verdictFinding, at, fmt.Sprintf(
			"the %s (%s) %s in %s: %s; store the caller's UID with the token and compare it with Binder.getCallingUid() on every use, and remove a resume token when it is used (§2.2, §4.3, §4.4)",
			l.kind, l.from, what, Short(m), strings.Join(missing, "; "))}
	}
	return tokenVerdict{verdictNote, at, fmt.Sprintf(
		"cannot tell whether the %s (%s) looked up in %s is %s: %s; check by hand that the stored caller is compared with Binder.getCallingUid() and a resume token removed on use (§2.2, §4.3, §4.4)",
		l.kind, l.from, Short(m), strings.Join(undecided, " and "), why)}
}

// lookupRelevant accepts, in the lookup's own method, what a comparison
// or a helper call must be given to bind the token: the token, the entry
// found or what is derived from them (pathRelevant, seeded with the
// lookup itself), or a field of the entry's type. A session check R8
// inlined into call() ahead of an operation's lookup compares the
// session's owner, not the operation's (rev32_r3).
func (p *DexPass) lookupRelevant(m *dex.Method, l *tokenLookup, siblings []*tokenLookup) *relevance {
	// The method's other lookups in the same store count as this one: a
	// getValue(token) whose entry's owner is compared, then a
	// remove(token), bind the remove too.
	var also []uint32
	var casts []string
	casts = append(casts, l.casts...)
	for _, o := range siblings {
		if o != l && o.mapID == l.mapID && o.kind == l.kind {
			also = append(also, o.call.Addr)
			casts = append(casts, o.casts...)
		}
	}
	r := p.pathRelevant(program.Caller{Method: m, Call: l.call}, l.kind, also...)
	entries, held := p.entryClasses(casts)
	// A field of a class the entry holds (entry.session.ownerUid) is the
	// entry's only when m reads it of an object read from the entry, or of
	// the entry found: another Session's ownerUid (the caller's current
	// session) binds nothing, even when the entry declares a Session.
	throughEntry := map[*dex.FieldRef]bool{}
	entryField := func(x regflow.Alt) bool {
		if x.Kind != regflow.Field || x.Field == nil {
			return false
		}
		if entries(x.Field.Class) {
			return true
		}
		if !held[x.Field.Class] {
			return false
		}
		ok, seen := throughEntry[x.Field]
		if !seen {
			ok = p.Program.ReadObjects(m, x.Field).Has(func(o regflow.Alt) bool {
				return o.Kind == regflow.Field && o.Field != nil && entries(o.Field.Class) || r.alt(o)
			})
			throughEntry[x.Field] = ok
		}
		return ok
	}
	// A getter called on an object the entry holds (the stored Caller's
	// uid(), an interface call into records) comes back, through its
	// summary, as the field it returns of its receiver: that field is the
	// entry's too. Only a getter returning its own receiver's field counts.
	// The field comes back without its receiver. It counts as the entry's
	// outright when no getter call on another object in m returns it and m
	// reads it of no object itself; otherwise only at a comparison whose
	// operand is, on the straight line before it, that entry getter's
	// result (`p.caller.uid() != uid` beside a logged `current.uid()`).
	viaEntry := map[string]bool{} // by fieldName
	viaOther := map[string]bool{}
	entrySites := map[uint32]bool{} // the entry getters' call sites
	p.Program.ReplayCalls(m, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
		if in.IsStaticInvoke() {
			return
		}
		args := program.CallArgs(st, in, cc.Ref)
		if len(args) == 0 {
			return
		}
		into := viaOther
		if slices.ContainsFunc(args[0].Alts, entryField) {
			into = viaEntry
		}
		for _, t := range p.Program.Targets(cc) {
			s := p.Program.Summary(t)
			if s == nil {
				continue
			}
			for _, x := range s.Returns.Alts {
				if x.Kind == regflow.Field && x.Field != nil &&
					p.Program.ReadObjects(t, x.Field).Has(func(o regflow.Alt) bool { return o.Kind == regflow.Param && o.Int == 0 }) {
					into[fieldName(x.Field)] = true
					if slices.ContainsFunc(args[0].Alts, entryField) {
						entrySites[cc.Addr] = true
					}
				}
			}
		}
	})
	ambiguous := map[string]bool{}
	for f := range viaEntry {
		if viaOther[f] || readsField(m, map[string]bool{f: true}) {
			ambiguous[f] = true
		}
	}
	entryCmpAt := entryResultUses(m, entrySites)
	if len(viaEntry) > 0 {
		direct := entryField
		entryField = func(x regflow.Alt) bool {
			return direct(x) || x.Kind == regflow.Field && x.Field != nil && viaEntry[fieldName(x.Field)] && !ambiguous[fieldName(x.Field)]
		}
	}
	viaEntryAt := func(at uint32, v regflow.Value) bool {
		return entryCmpAt[at] && v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && x.Field != nil && viaEntry[fieldName(x.Field)]
		})
	}
	args := r.args
	r.args = func(vs []regflow.Value) bool {
		return args(vs) || slices.ContainsFunc(vs, func(v regflow.Value) bool { return slices.ContainsFunc(v.Alts, entryField) })
	}
	// A comparison's side may itself be named for the caller (the entry's
	// getUid()): what matters is that it comes from the entry or the token.
	// An element of the entry is the entry's too: a session kept as
	// `long[] {uid, expiry}` compares session[0] with the caller's UID.
	fromEntry := func(x regflow.Alt) bool {
		if x.Kind == regflow.Elem && x.Of != nil {
			x = *x.Of
		}
		return r.alt(x) || entryField(x)
	}
	r.cmp = func(at uint32, x, y regflow.Value) bool {
		for _, v := range [2]regflow.Value{x, y} {
			if slices.ContainsFunc(v.Alts, fromEntry) || viaEntryAt(at, v) {
				return true
			}
		}
		return false
	}
	return r
}

// entryResultUses returns the instructions of m (comparisons, calls) that
// read a register holding, on the straight line before them, the result of
// one of the calls at sites: the move-result after the call defines it,
// and no write in between replaces it.
func entryResultUses(m *dex.Method, sites map[uint32]bool) map[uint32]bool {
	out := map[uint32]bool{}
	if len(sites) == 0 {
		return out
	}
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return out
	}
	// Where other paths join: the straight line ends there.
	joins := map[uint32]bool{}
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if t, _, ok := in.Branch(); ok {
			joins[t] = true
		}
		return true
	})
	held := map[uint32]bool{} // registers holding such a result
	after := false            // the previous instruction was a call at one of sites
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if joins[in.Addr] {
			clear(held)
		}
		if in.Op >= dex.OpMoveResult && in.Op <= dex.OpMoveResultObject {
			if after {
				held[in.A] = true
			}
			after = false
			return true
		}
		uses := false
		switch {
		case in.Op >= dex.OpIfEq && in.Op <= dex.OpIfLe:
			uses = held[in.A] || held[in.B]
		case in.Op >= dex.OpIfEqz && in.Op <= dex.OpIfLez:
			uses = held[in.A]
		case in.IsInvoke():
			for _, a := range in.Args {
				uses = uses || held[uint32(a)]
			}
		}
		if uses {
			out[in.Addr] = true
		}
		if _, _, branch := in.Branch(); branch || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			clear(held) // the straight line ends (a switch's cases are joins)
		}
		for r := range held {
			if in.WritesReg(r) {
				delete(held, r)
			}
		}
		after = in.IsInvoke() && sites[in.Addr]
		return true
	})
	return out
}

// entryClasses accepts the classes whose fields are the entry's: every
// type the entry is cast to, its base classes and subclasses (R8 rebinds
// a field read to the class that declares it: PendingBase.ownerUid read
// from a PendingTransfer), and the app types of the entry's own instance
// fields (entry.session.ownerUid, read through the entry's Session):
// held, whose fields count only when read of an object the entry holds.
func (p *DexPass) entryClasses(casts []string) (entry func(string) bool, held map[string]bool) {
	prog := p.Program
	direct := map[string]bool{}
	held = map[string]bool{}
	for _, t := range casts {
		direct[t] = true
		chain, _ := prog.Supers(t)
		for _, c := range append(chain, prog.Classes[t]) {
			if c == nil {
				continue
			}
			direct[c.Name] = true
			for _, f := range c.InstanceFields {
				if ft := f.Ref.Type; strings.HasPrefix(ft, "L") && !library(ft) && prog.Classes[ft] != nil {
					held[ft] = true
				}
			}
		}
	}
	return func(class string) bool {
		if direct[class] {
			return true
		}
		for _, t := range casts {
			if prog.IsSubclass(class, t) {
				return true
			}
		}
		return false
	}, held
}

// pathRelevant accepts, in c.Method, the arguments of a helper call whose
// comparison of the caller can bind the token c passes down: one of them
// holds what c's call is given (the token, or what it is derived from),
// what it returns (the entry found), or the result of a call given one of
// those (grants.get(token) before consume(token)), the caller's identity
// and constants aside. A session check that call() makes before it hands
// an operation id to a helper compares the caller with the session's
// owner, not with the operation's.
func (p *DexPass) pathRelevant(c program.Caller, kind tokenKind, also ...uint32) *relevance {
	var given []regflow.Alt
	sites := map[uint32]bool{c.Call.Addr: true} // calls whose results are related
	for _, a := range also {
		sites[a] = true
	}
	relatedAlt := func(x regflow.Alt) bool {
		// A call's result: a Call alternative, or what a helper's
		// summary says it returns, made there (a Session a find()
		// builds from the row it read).
		if (x.Kind == regflow.Call || x.Via != nil) && sites[x.Site] {
			return true
		}
		for _, y := range given {
			if sameOrigin(x, y) {
				return true
			}
		}
		return false
	}
	related := func(args []regflow.Value) bool {
		for _, v := range args {
			if constant(v) || callerIdentity(p.Program, v) != "" {
				continue
			}
			if slices.ContainsFunc(v.Alts, relatedAlt) {
				return true
			}
		}
		return false
	}
	p.Program.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
		if cc.Addr != c.Call.Addr || given != nil {
			return
		}
		given = []regflow.Alt{}
		for j, v := range program.CallArgs(st, in, cc.Ref) {
			if j == 0 && !in.IsStaticInvoke() {
				continue // the receiver (this.handle(token)) is no token
			}
			if t := program.ArgType(cc.Ref, in.IsStaticInvoke(), j); p.requestHolder(t) {
				// The request object handed down beside the token
				// (redeem(token, request)): what else it is given (the
				// next interceptor of a chain) is not about the token.
				continue
			}
			if !constant(v) && callerIdentity(p.Program, v) == "" {
				given = append(given, v.Alts...)
			}
		}
	})
	// Results of calls given a related value are related: twice over, for
	// a lookup placed after the call that uses its result.
	for range 2 {
		p.Program.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
			args := program.CallArgs(st, in, cc.Ref)
			if sites[cc.Addr] || otherKeyRead(cc.Ref, args, kind) {
				return
			}
			if related(args) {
				sites[cc.Addr] = true
			}
		})
	}
	return &relevance{args: related, alt: relatedAlt}
}

// requestHolder reports whether an app class of type t carries a whole
// request — it has a field for the tool name or the request id beside
// others — rather than a token: a Request or Call object handed down with
// the token.
func (p *DexPass) requestHolder(t string) bool {
	c := p.Program.Classes[t]
	if c == nil || library(t) {
		return false
	}
	names := 0
	for _, f := range c.InstanceFields {
		switch n := strings.ToLower(f.Ref.Name); {
		case strings.Contains(n, "toolname") || n == "tool" || strings.Contains(n, "requestid") || n == "extras" || n == "args":
			names++
		}
	}
	return names >= 2
}

// relevance says which values a scope's helper calls and comparisons must
// involve to bind a token: args accepts a call's arguments (the caller's
// identity and constants aside); alt accepts one value of a comparison;
// cmp, when set, accepts a comparison (nil: every comparison counts).
type relevance struct {
	args func(args []regflow.Value) bool
	alt  func(x regflow.Alt) bool
	cmp  func(at uint32, x, y regflow.Value) bool
}

// otherKeyRead reports whether a call reads the request (a Bundle or a
// JSON object) by a constant key that names no token of kind: the session
// token read from the extras a helper is handed is another value than the
// operation id read from them.
func otherKeyRead(ref *dex.MethodRef, args []regflow.Value, kind tokenKind) bool {
	if ref.Class != "Landroid/os/Bundle;" && ref.Class != "Landroid/os/BaseBundle;" && ref.Class != "Lorg/json/JSONObject;" {
		return false
	}
	for _, v := range args {
		if x, ok := v.Single(); ok && x.Kind == regflow.Str {
			return tokenKindOf(x.Str) != kind
		}
	}
	return false
}

// entrySpend reports whether flipping s marks the entry found used: the
// flag is a field of the entry's class (or of a class related to it), or
// the entry's type is not known at the lookup.
func (p *DexPass) entrySpend(entry string, s spend) bool {
	if entry == "" {
		return true
	}
	c := s.field.Class
	return c == entry || p.Program.IsSubclass(entry, c) || p.Program.IsSubclass(c, entry)
}

// hasMapLookup is the cheap test before a method is analyzed.
func hasMapLookup(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if ok, _ := mapLookup(lookupRef(prog, &c)); ok {
			return true
		}
		if _, ok := fileLookup(c.Ref); ok {
			return true
		}
	}
	return false
}

// lookupRef is the method call c runs for a lookup: the one R8's API
// outline c calls wraps (same arguments), else c's own.
func lookupRef(prog *program.Program, c *program.Call) *dex.MethodRef {
	if w := prog.OutlinedCallOf(c); w != nil {
		return w.Ref
	}
	if prog.Classes[c.Ref.Class] != nil && prog.Lookup(c.Ref.Class, c.Ref.NameProto()) == nil {
		// A program class extending a library collection (an LRU cache
		// on LinkedHashMap) calling a method it inherits: javac names the
		// subclass; the store is the library class's.
		if _, base := prog.Supers(c.Ref.Class); base != "" {
			r := *c.Ref
			r.Class = base
			return &r
		}
	}
	return c.Ref
}

// keyedReads maps the calls of m that read a value by a constant key
// (Bundle.getString("resume_token"), JSONObject.optString("operation_id"))
// to that key.
func keyedReads(prog *program.Program, m *dex.Method, kindOf func(string) tokenKind) map[uint32]string {
	out := map[uint32]string{}
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Return != "Ljava/lang/String;" && c.Ref.Return != "Ljava/lang/Object;" {
			return
		}
		for _, v := range program.CallArgs(st, in, c.Ref) {
			if x, ok := v.Single(); ok && x.Kind == regflow.Str && kindOf(x.Str) != "" {
				out[c.Addr] = x.Str
				return
			}
		}
	})
	return out
}

// maxTokenHops is how many calls up a lookup key is followed to the read
// of a token (a helper's helper that takes it as a parameter). A variable
// so that a test can lower it.
var maxTokenHops = 3

// tokenPath is one way a token reaches a lookup key: which token, where it
// was read (for messages), and the calls that passed it down, the
// outermost first.
type tokenPath struct {
	kind tokenKind
	from string
	path []program.Caller
	// source is the class the token was read from: the Bundle or JSON
	// object of the request, the SDK's request, an app's record.
	source string
}

// maxTokenPaths is how many ways of a token to one lookup are judged; past
// it a note says the rest were not.
const maxTokenPaths = 16

// tokenOrigin says which token a lookup key holds: the first of
// tokenOrigins. cut says a parameter's callers were past the budget.
func (p *DexPass) tokenOrigin(m *dex.Method, v regflow.Value, named map[uint32]string, depth int) (kind tokenKind, from string, path []program.Caller, cut bool) {
	origins, cut := p.tokenOrigins(m, v, named, depth, tokenKindOf)
	if len(origins) == 0 {
		return "", "", nil, cut
	}
	return origins[0].kind, origins[0].from, origins[0].path, false
}

// tokenOrigins lists the ways a lookup key holds a token: the result of a
// read by a token's key or of a token getter, or, depth permitting, a
// parameter whose callers pass one — each caller that does is a way of
// its own. With none found, cut says a parameter's callers were past the
// budget of calls followed; with some, that there were more than
// maxTokenPaths.
func (p *DexPass) tokenOrigins(m *dex.Method, v regflow.Value, named map[uint32]string, depth int, kindOf func(string) tokenKind) ([]tokenPath, bool) {
	// A value with several possible origins is a token when one of them
	// is (a token or a fallback looked up the same way).
	var out []tokenPath
	cut := false
	for _, x := range v.Alts {
		o, c := p.altOrigins(m, x, named, depth, kindOf)
		out = append(out, o...)
		cut = cut || c
	}
	if len(out) >= maxTokenPaths {
		// At the budget (a caller's own list may have been cut to it):
		// said in a note, never dropped silently.
		return out[:maxTokenPaths], true
	}
	return out, cut && len(out) == 0
}

// privateComponent reports whether class is a manifest component (an
// Activity, a Service, a receiver) that every declaration, and every
// activity-alias of it, keeps from other apps: not exported.
func (p *DexPass) privateComponent(class string) bool {
	if p.Manifest == nil {
		return false
	}
	// An exported activity-alias starts the activity for anyone.
	cs := p.Manifest.DeclarationsOf(JavaName(class))
	for _, c := range cs {
		if p.Manifest.ExportedState(c) != manifest.NotExported {
			return false
		}
	}
	return len(cs) > 0
}

// altOrigins is tokenOrigins for one alternative of a value.
func (p *DexPass) altOrigins(m *dex.Method, x regflow.Alt, named map[uint32]string, depth int, kindOf func(string) tokenKind) ([]tokenPath, bool) {
	switch x.Kind {
	case regflow.Call:
		if x.Ref == nil {
			return nil, false
		}
		if x.Via != nil {
			// Read inside a helper whose summary returned it: a getter
			// reading the request by its own constant key (Kotlin's
			// `val resumeToken get() = req.getString("resume_token")`).
			if key, ok := keyedReads(p.Program, x.Via, kindOf)[x.ViaSite]; ok {
				return []tokenPath{{kindOf(key), shortRef(x.Ref) + "(" + finding.Quote(key) + ") in " + Short(x.Via), nil, x.Ref.Class}}, false
			}
			// A property getter whose delegate reads by the key it was
			// made with (`val resumeToken by requestText("resume_token")`).
			if c := program.CallsByAddr(p.Program.Calls(m))[x.Site]; c != nil {
				for _, t := range p.Program.Targets(c) {
					if key, ok := p.Program.DelegateKey(t); ok && kindOf(key) != "" {
						return []tokenPath{{kindOf(key), shortRef(c.Ref) + "() (its delegate reads " + finding.Quote(key) + ")", nil, c.Ref.Class}}, false
					}
				}
			}
			return nil, false
		}
		if key, ok := named[x.Site]; ok {
			if x.Ref.Class == "Landroid/content/Intent;" && p.privateComponent(m.Class.Name) {
				// The Intent of an Activity or Service no other app can
				// start (exported="false"): only the app's own
				// PendingIntent carries its extras, and the token there
				// is the one the provider put, not a Consumer's.
				return nil, false
			}
			return []tokenPath{{kindOf(key), shortRef(x.Ref) + "(" + finding.Quote(key) + ")", nil, x.Ref.Class}}, false
		}
		// A library's getter (getRequestId of an HTTP client's or a
		// payment SDK's request, a class the APK does not hold) names its
		// own record; the app's and the CETP SDK's name the protocol's.
		if k := kindOf(x.Ref.Name); k != "" && len(x.Ref.Params) == 0 && (p.Program.Classes[x.Ref.Class] != nil && !library(x.Ref.Class) || strings.HasPrefix(x.Ref.Class, "Lcom/clawseed/cetp/")) {
			return []tokenPath{{k, shortRef(x.Ref) + "()", nil, x.Ref.Class}}, false
		}
	case regflow.Field:
		// The bundled CETP SDK's request, whose getter's summary gives
		// its field (CetpProviderRequest.resumeToken): the protocol's.
		if x.Field != nil && strings.HasPrefix(x.Field.Class, "Lcom/clawseed/cetp/") {
			if k := kindOf(x.Field.Name); k != "" {
				return []tokenPath{{k, "the field " + finding.Sanitize(JavaName(x.Field.Class)+"."+x.Field.Name), nil, x.Field.Class}}, false
			}
		}
		// A field of the app named for the token (a record's resumeToken,
		// read through its accessor, whose summary gives the field): as
		// a getter of that name.
		if x.Field != nil && !library(x.Field.Class) && p.Program.Classes[x.Field.Class] != nil {
			if k := kindOf(x.Field.Name); k != "" {
				if p.appMadeField(x.Field) {
					// Named for a token but only ever given what the
					// app made itself (`"op_" + Tokens.random(12)` for
					// its own worker): no Consumer's token.
					return nil, false
				}
				return []tokenPath{{k, "the field " + finding.Sanitize(JavaName(x.Field.Class)+"."+x.Field.Name), nil, x.Field.Class}}, false
			}
			// A field renamed (R8's `e`) or named for something else holds
			// a token when what is stored into it is one: a request
			// object's field copied by its constructor from a builder's,
			// which call() filled from the extras' "resume_token".
			if depth > 0 {
				var out []tokenPath
				field := "the field " + finding.Sanitize(JavaName(x.Field.Class)+"."+x.Field.Name)
				named := map[*dex.Method]map[uint32]string{}
				p.Program.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
					if len(out) >= maxTokenPaths {
						return
					}
					if named[w] == nil {
						named[w] = keyedReads(p.Program, w, kindOf)
					}
					sub, _ := p.tokenOrigins(w, v, named[w], depth-1, kindOf)
					for _, o := range sub {
						// The writer's callers stand on the lookup's path
						// when the field is a body's capture (a lambda made
						// with the token); an owner check there binds it.
						out = append(out, tokenPath{o.kind, field + ", set from " + o.from, o.path, o.source})
					}
				})
				// A field whose stores cannot all be followed (a writer's
				// parameter past the budget, more writers than StoresOf
				// reads) stays a field of unknown content, as before this
				// step: a note on every map keyed by such a field (a dedup
				// store's request ids) would say nothing useful.
				if len(out) > 0 {
					return out, false
				}
			}
		}
	case regflow.Param:
		prog := p.Program
		if x.Or != 0 {
			return nil, false
		}
		if depth == 0 {
			return nil, len(prog.Callers(m)) > 0
		}
		var out []tokenPath
		cut := false
		for _, c := range prog.Callers(m) {
			var sub []tokenPath
			var subCut bool
			done := false
			cnamed := keyedReads(prog, c.Method, kindOf)
			prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
				if cc.Addr != c.Call.Addr || done {
					return
				}
				done = true
				args := program.CallArgs(st, in, cc.Ref)
				next := depth - 1
				if m.Ref.Name == "<init>" && c.Method.Ref.Name == "<init>" && c.Method.Class == m.Class && !p.ctorHops[c.Method] {
					// One constructor calling another of its class
					// (`this(...)`, kotlinc's constructor taking a
					// DefaultConstructorMarker for value-class
					// parameters) hands the value on: no hop of the
					// budget — once per constructor on the path, so a
					// cycle of constructors (invalid Java, possible in a
					// crafted dex) still ends.
					if p.ctorHops == nil {
						p.ctorHops = map[*dex.Method]bool{}
					}
					p.ctorHops[c.Method] = true
					defer delete(p.ctorHops, c.Method)
					next = depth
				}
				if int(x.Int) < len(args) {
					sub, subCut = p.tokenOrigins(c.Method, args[x.Int], cnamed, next, kindOf)
				}
			})
			for _, o := range sub {
				out = append(out, tokenPath{o.kind, passedFrom(o.from, Short(c.Method)), append(slices.Clone(o.path), c), o.source})
			}
			cut = cut || subCut
			if len(out) > maxTokenPaths {
				break
			}
		}
		return out, cut
	}
	return nil, false
}

// appMadeField reports whether every value stored into f is one the app
// makes and no request value: the request flow, not cut short, finds no
// request value stored there, and each store's value, followed to its
// makers (parameters to their callers, fields to their stores, at most
// maxMadeDepth steps), is made from constants and generator calls
// (SecureRandom, UUID, a random helper of the app). Answered once per
// field.
func (p *DexPass) appMadeField(f *dex.FieldRef) bool {
	id := fieldID(f)
	if made, ok := p.madeFields[id]; ok {
		return made
	}
	made := p.appMadeFieldNow(f)
	if p.madeFields == nil {
		p.madeFields = map[string]bool{}
	}
	p.madeFields[id] = made
	return made
}

func (p *DexPass) appMadeFieldNow(f *dex.FieldRef) bool {
	rf := p.requestFlow()
	if _, ok := rf.fields[fieldID(f)]; ok || len(rf.Limited) > 0 {
		return false
	}
	id := fieldID(f)
	if p.madeAsking == nil {
		p.madeAsking = map[string]bool{}
	}
	p.madeAsking[id] = true
	defer delete(p.madeAsking, id)
	all, some := true, false
	ok := p.Program.StoresOf(f, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		made := p.appMade(w, v, maxMadeDepth)
		all = all && (made || p.deadCopy(w, 2))
		some = some || made
	})
	return ok && all && some
}

// generatorName recognises the (lower-cased) name of a call that makes a
// random value: SecureRandom.nextLong, UUID.randomUUID, an app's
// Tokens.random.
func generatorName(n string) bool {
	return strings.Contains(n, "random") || strings.Contains(n, "uuid") || n == "nextlong" || n == "nextint" || n == "nextbytes"
}

// deadCopy reports a data class's copy or copy$default that no code
// calls but another such dead copy (at most depth steps).
func (p *DexPass) deadCopy(m *dex.Method, depth int) bool {
	if !copyMethod(m) || depth < 0 {
		return false
	}
	for _, c := range p.Program.Callers(m) {
		if !p.deadCopy(c.Method, depth-1) {
			return false
		}
	}
	return true
}

// uncalledCopy recognises a Kotlin data class's copy and copy$default,
// which store into the class's fields only when called.
func copyMethod(m *dex.Method) bool {
	return m.Ref.Name == "copy" || m.Ref.Name == "copy$default"
}

// maxMadeDepth bounds how far appMade follows a value back.
const maxMadeDepth = 4

// appMade reports whether v, in m, is made by the app: constants, a call
// whose name says it makes a random value (random, randomUUID, nextLong),
// text built from those, a parameter every caller fills so (none for a
// data class's copy nothing calls), a field every store fills so.
func (p *DexPass) appMade(m *dex.Method, v regflow.Value, depth int) bool {
	if v.Top || len(v.Alts) == 0 || depth < 0 {
		return false
	}
	var calls map[uint32]*program.Call
	for _, x := range v.Alts {
		switch x.Kind {
		case regflow.Str, regflow.Const:
		case regflow.Call:
			if x.Ref == nil {
				return false
			}
			n := strings.ToLower(x.Ref.Name)
			if x.Via != nil && calls == nil {
				calls = program.CallsByAddr(p.Program.Calls(m))
			}
			if c := calls[x.Site]; x.Via != nil && c != nil {
				// Made inside a helper the summary looked into
				// (Tokens.random(12) returning its hex text): the
				// helper m calls names it.
				n = strings.ToLower(c.Ref.Name)
			}
			switch {
			case generatorName(n):
				// a generator's value
			case x.Ref.Class == "Ljava/lang/StringBuilder;" && x.Ref.Name == "toString" && x.Via == nil:
				// "op_" + random(12): every piece appended.
				if !p.builtFromMade(m, x.Site, depth) {
					return false
				}
			default:
				return false
			}
		case regflow.Param:
			if x.Or != 0 || depth == 0 {
				return false
			}
			callers := p.Program.Callers(m)
			if len(callers) > 8 || len(callers) == 0 && !copyMethod(m) {
				return false
			}
			for _, c := range callers {
				if p.deadCopy(c.Method, 2) {
					continue
				}
				args, found := p.Program.ArgsAt(c.Method, c.Call.Addr)
				if !found || int(x.Int) >= len(args) || !p.appMade(c.Method, args[x.Int], depth-1) {
					return false
				}
			}
		case regflow.Field:
			if x.Field == nil || depth == 0 {
				return false
			}
			id := fieldID(x.Field)
			if p.madeAsking[id] {
				continue // the field's own value stored back (a copy)
			}
			if p.madeAsking == nil {
				p.madeAsking = map[string]bool{}
			}
			p.madeAsking[id] = true
			all := true
			stored := p.Program.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
				all = all && p.appMade(w, sv, depth-1)
			})
			delete(p.madeAsking, id)
			if !stored || !all {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// builtFromMade reports whether the StringBuilder whose toString is at
// site in m was given only constants and values appMade accepts.
func (p *DexPass) builtFromMade(m *dex.Method, site uint32, depth int) bool {
	var builders []uint32
	p.Program.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Addr == site {
			if args := program.CallArgs(st, in, c.Ref); len(args) > 0 {
				builders = regflow.Sites(args[0])
			}
		}
	})
	if len(builders) == 0 {
		return false
	}
	ok, seen := true, false
	p.Program.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Class != "Ljava/lang/StringBuilder;" || c.Ref.Name != "append" && c.Ref.Name != "<init>" {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if len(args) < 2 || !slices.ContainsFunc(regflow.Sites(args[0]), func(s uint32) bool { return slices.Contains(builders, s) }) {
			return
		}
		seen = true
		if x, single := args[1].Single(); single && (x.Kind == regflow.Str || x.Kind == regflow.Const) {
			return
		}
		ok = ok && p.appMade(m, args[1], depth-1)
	})
	return ok && seen
}

// mapFieldOf names the field a map value was read from, or "".
func mapFieldOf(v regflow.Value) string {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil {
		return ""
	}
	return x.Field.String()
}

// passedFrom extends a description of where a value comes from with the
// method that passed it on: "X passed from A", then "X passed from A, then
// from B" (A handed it to B, which handed it on).
func passedFrom(from, method string) string {
	if strings.Contains(from, " passed from ") {
		return from + ", then from " + method
	}
	return from + " passed from " + method
}

// boundBefore reports whether every caller of m calls one of the methods
// that bound a lookup of the same token in the same map (binders) on
// every path before it calls m: the request's token was checked against
// its caller already.
func boundBefore(prog *program.Program, m *dex.Method, binders []*dex.Method) bool {
	callers := prog.Callers(m)
	if len(binders) == 0 || len(callers) == 0 {
		return false
	}
	for _, c := range callers {
		a, err := prog.Analyze(c.Method)
		if err != nil || a == nil {
			continue
		}
		calls := prog.Calls(c.Method)
		var at []uint32 // the calls of a binder
		for i := range calls {
			if calls[i].Addr == c.Call.Addr {
				continue
			}
			if slices.ContainsFunc(prog.Targets(&calls[i]), func(t *dex.Method) bool { return slices.Contains(binders, t) }) {
				at = append(at, calls[i].Addr)
			}
		}
		// Every path to the call of m must run one first: a check on
		// another branch binds nothing here.
		if len(at) == 0 || !dominated(a, at, c.Call.Addr) {
			return false
		}
	}
	return true
}

// dominated reports whether every path from the method's entry to the
// instruction at addr passes one of the instructions at via.
func dominated(a *program.Analysis, via []uint32, addr uint32) bool {
	g := newInsnGraph(a.Result)
	stop := map[int]bool{}
	for _, v := range via {
		if i, ok := g.index[v]; ok {
			stop[i] = true
		}
	}
	target, ok := g.index[addr]
	if !ok || len(g.insns) == 0 || stop[0] {
		return ok && stop[0]
	}
	seen := map[int]bool{0: true}
	queue := []int{0}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if i == target {
			return false
		}
		for _, j := range g.succ[i] {
			if !seen[j] && !stop[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return true
}

// callVerb agrees "call" with the number of methods named before it.
func callVerb(n int) string {
	if n == 1 {
		return "calls it"
	}
	return "call it"
}

// classKey reports whether the key v of a lookup in m is a class — a
// class constant, or a parameter declared java.lang.Class (a service
// container's get(Class<T> type)): a type, never a token.
func classKey(m *dex.Method, v regflow.Value) bool {
	if !v.Exact() {
		return false
	}
	return !v.Has(func(x regflow.Alt) bool {
		switch x.Kind {
		case regflow.Class:
			return false
		case regflow.Param:
			return paramType(m, int(x.Int)) != "Ljava/lang/Class;"
		}
		return true
	})
}
