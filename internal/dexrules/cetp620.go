package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
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

// mapClasses are the in-memory maps a token is looked up in.
var mapClasses = names("Ljava/util/Map;", "Ljava/util/HashMap;", "Ljava/util/LinkedHashMap;", "Ljava/util/TreeMap;",
	"Ljava/util/Hashtable;", "Ljava/util/WeakHashMap;", "Ljava/util/concurrent/ConcurrentMap;",
	"Ljava/util/concurrent/ConcurrentHashMap;", "Landroid/util/ArrayMap;", "Landroidx/collection/ArrayMap;",
	"Landroid/util/LruCache;", "Landroidx/collection/LruCache;")

// mapLookup tells whether a call looks a key up in a map, and whether the
// lookup also removes the entry (remove(key)).
func mapLookup(ref *dex.MethodRef) (lookup, removes bool) {
	if !mapClasses[ref.Class] || len(ref.Params) == 0 || ref.Params[0] != "Ljava/lang/Object;" {
		return false, false
	}
	switch ref.Name {
	case "get", "getOrDefault":
		return true, false
	case "remove":
		return len(ref.Params) == 1, len(ref.Params) == 1
	}
	return false, false
}

// tokenLookup is one lookup of a token in a map.
type tokenLookup struct {
	call    *program.Call
	kind    tokenKind
	from    string // where the token came from, for the message
	mapID   string // the map's field, "" when not a field
	removes bool
}

// checkTokenNotBoundToCaller reports a session token, resume token or
// operation id — read from the request extras or arguments by its key, or
// from the SDK request's getter — used as the key of a map lookup in a
// method that never compares a UID (the Binder caller's, or a stored
// caller UID field), and a resume token whose entry that method does not
// remove. Lookups in the tool providers' code (entry points, SDK overrides
// and what they reach) are judged; a token that reaches the lookup
// through a parameter is followed up to maxTokenHops calls up, and a key
// that comes from further up is a note.
func checkTokenNotBoundToCaller(p *DexPass) {
	prog := p.Program
	for _, m := range p.dispatchCode() {
		if library(m.Class.Name) || !hasMapLookup(prog, m) {
			continue
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue // the limit is reported as a note
		}
		byAddr := program.CallsByAddr(prog.Calls(m))
		named := keyedReads(prog, m)
		var lookups []tokenLookup
		removed := map[string]bool{} // map field -> a remove in this method
		comparesUID := false
		a.Replay(func(in *dex.Insn, st *regflow.State) {
			if in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1 {
				if uidValue(prog, st.Reg(in.A)) || uidValue(prog, st.Reg(in.B)) {
					comparesUID = true
				}
				return
			}
			c := byAddr[in.Addr]
			if c == nil {
				return
			}
			lookup, removes := mapLookup(c.Ref)
			if !lookup {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			mapID := mapFieldOf(args[0])
			if removes && mapID != "" {
				removed[mapID] = true
			}
			kind, from, cut := p.tokenOrigin(m, args[1], named, maxTokenHops)
			if kind != "" {
				lookups = append(lookups, tokenLookup{call: c, kind: kind, from: from, mapID: mapID, removes: removes})
			} else if cut {
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"cannot tell whether the key of this lookup in %s is a session token, resume token or operation id: it comes from a parameter more than %d calls up, CETP620's budget for following a token (§2.2, §4.4)",
					Short(m), maxTokenHops)
			}
		})
		for _, l := range lookups {
			var missing []string
			if !comparesUID {
				missing = append(missing, "no comparison with the calling UID binds it to its caller")
			}
			if l.kind == resumeToken && !l.removes && (l.mapID == "" || !removed[l.mapID]) {
				missing = append(missing, "its entry is not removed after this use, so it can be replayed")
			}
			if len(missing) == 0 {
				continue
			}
			what := "is looked up by the token alone"
			if comparesUID {
				what = "stays valid after its use"
			}
			p.Report(DexAt{Method: m, Addr: l.call.Addr, Call: l.call},
				"the %s (%s) %s in %s: %s; store the caller's UID with the token and compare it with Binder.getCallingUid() on every use, and remove a resume token when it is used (§2.2, §4.3, §4.4)",
				l.kind, l.from, what, Short(m), strings.Join(missing, "; "))
		}
	}
}

// hasMapLookup is the cheap test before a method is analyzed.
func hasMapLookup(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if ok, _ := mapLookup(c.Ref); ok {
			return true
		}
	}
	return false
}

// keyedReads maps the calls of m that read a value by a constant key
// (Bundle.getString("resume_token"), JSONObject.optString("operation_id"))
// to that key.
func keyedReads(prog *program.Program, m *dex.Method) map[uint32]string {
	out := map[uint32]string{}
	prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
		if c.Ref.Return != "Ljava/lang/String;" && c.Ref.Return != "Ljava/lang/Object;" {
			return
		}
		for _, v := range program.CallArgs(st, in, c.Ref) {
			if x, ok := v.Single(); ok && x.Kind == regflow.Str && tokenKindOf(x.Str) != "" {
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

// tokenOrigin says which token a lookup key holds: the result of a read
// by a token's key or of a token getter, or, depth permitting, a parameter
// whose callers pass one.
// cut says a parameter's callers were past the budget of calls followed.
func (p *DexPass) tokenOrigin(m *dex.Method, v regflow.Value, named map[uint32]string, depth int) (kind tokenKind, from string, cut bool) {
	// A value with several possible origins is a token when one of them
	// is (a token or a fallback looked up the same way).
	for _, x := range v.Alts {
		k, f, c := p.altOrigin(m, x, named, depth)
		if k != "" {
			return k, f, false
		}
		cut = cut || c
	}
	return "", "", cut
}

// altOrigin is tokenOrigin for one alternative of a value.
func (p *DexPass) altOrigin(m *dex.Method, x regflow.Alt, named map[uint32]string, depth int) (tokenKind, string, bool) {
	switch x.Kind {
	case regflow.Call:
		if x.Via != nil || x.Ref == nil {
			return "", "", false
		}
		if key, ok := named[x.Site]; ok {
			return tokenKindOf(key), shortRef(x.Ref) + "(" + finding.Quote(key) + ")", false
		}
		if k := tokenKindOf(x.Ref.Name); k != "" && len(x.Ref.Params) == 0 {
			return k, shortRef(x.Ref) + "()", false
		}
	case regflow.Param:
		prog := p.Program
		if x.Or != 0 {
			return "", "", false
		}
		if depth == 0 {
			return "", "", len(prog.Callers(m)) > 0
		}
		cut := false
		for _, c := range prog.Callers(m) {
			var kind tokenKind
			var from string
			var sub bool
			cnamed := keyedReads(prog, c.Method)
			prog.ReplayCalls(c.Method, func(cc *program.Call, in *dex.Insn, st *regflow.State) {
				if cc.Addr != c.Call.Addr || kind != "" {
					return
				}
				args := program.CallArgs(st, in, cc.Ref)
				if int(x.Int) < len(args) {
					kind, from, sub = p.tokenOrigin(c.Method, args[x.Int], cnamed, depth-1)
				}
			})
			if kind != "" {
				return kind, from + " passed from " + Short(c.Method), false
			}
			cut = cut || sub
		}
		return "", "", cut
	}
	return "", "", false
}

// uidValue reports whether a compared value is a UID: the Binder caller's,
// a getter or a field named for a UID or the caller.
func uidValue(prog *program.Program, v regflow.Value) bool {
	return v.Has(func(x regflow.Alt) bool {
		switch x.Kind {
		case regflow.Call:
			if x.Ref == nil {
				return false
			}
			if prog.IsCallerRead(x.Ref) {
				return true
			}
			toks := ident.Tokens(strings.TrimPrefix(x.Ref.Name, "get"))
			return ident.Has(toks, "uid")
		case regflow.Field:
			return x.Field != nil && ident.Has(ident.Tokens(x.Field.Name), "uid")
		}
		return false
	})
}

// mapFieldOf names the field a map value was read from, or "".
func mapFieldOf(v regflow.Value) string {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil {
		return ""
	}
	return x.Field.String()
}
