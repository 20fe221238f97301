package dexrules

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP617", checkAuthorizeAlwaysAllows) }

// checkAuthorizeAlwaysAllows reports an authorize(request) override in a
// CetpV2ContentProvider subclass that never looks at the request (nor reads
// the Binder caller) and returns an allow decision on every path. A helper
// the request is handed to (Policy.decide(request)) is followed: it counts
// as looking only if it, or a helper it hands the request on to, reads it;
// its answer reaches authorize through its summary, so a helper that
// always answers Allow makes authorize always allow.
func checkAuthorizeAlwaysAllows(p *DexPass) {
	prog := p.Program
	checked := map[*dex.Method]bool{} // a base class's hook serving two providers is judged once
	for _, class := range p.ToolProviders() {
		var auth *dex.Method
		if below, ok := belowSDKProvider(prog, class); ok {
			auth = authorizeIn(below)
			// Without an override, the SDK's default denies (§10).
		} else {
			auth = appAuthorizeHook(prog, class)
		}
		if auth == nil || checked[auth] {
			continue
		}
		checked[auth] = true
		reach := prog.Reachable([]*dex.Method{auth})
		if len(prog.CallsIn(reach, func(c *program.Call) bool { return prog.IsCallerRead(c.Ref) })) > 0 {
			continue
		}
		a, err := prog.Analyze(auth)
		if err != nil || a == nil {
			continue // the limit is reported as a note
		}
		live, deep := liveUnderPredicates(prog, auth, a, 0)
		allows, returns, allowAt := allowsOnEveryPath(a, live)
		if !allows && deep != 0 {
			// The deny kept only because a predicate's combination was
			// too deep to follow? Taken as always true, does authorize
			// then allow on every path? Only then does the bound decide.
			if live2, _ := liveUnderPredicates(prog, auth, a, deep); live2 != nil {
				allows, _, _ = allowsOnEveryPath(a, live2)
			}
		}
		if allows && deep != 0 {
			// A deny the analysis kept only because a predicate's
			// combination was too deep to follow: say so.
			p.ReportNote(DexAt{Method: auth, Addr: deep},
				"%s.authorize decides with a java.util.function.Predicate combined from and/or more than %d levels deep, further than CETP617 follows: it cannot tell whether the predicate answers true whatever it is given; decide from the caller's verified identity and the requested scopes (§3.4, §7.2)",
				finding.Sanitize(JavaName(class)), maxPredicateDepth)
			continue
		}
		if !allows || returns == 0 {
			continue
		}
		uses := requestUses{prog: prog, memo: map[paramOf]requestUse{}}
		use := uses.of(auth, 1, 0)
		// An app's hook may take the request in parts (authorize(caller,
		// tool)): any part read as a decision input decides.
		for k := 2; k <= len(auth.Ref.Params); k++ {
			u := uses.of(auth, k, 0)
			use.reads = use.reads || u.reads
			if use.unknown == "" {
				use.unknown = u.unknown
			}
		}
		if use.reads {
			continue
		}
		if use.unknown != "" {
			p.ReportNote(DexAt{Method: auth, Addr: allowAt},
				"%s.authorize returns an allow decision on every path, but it hands the request to code the analysis cannot follow (%s): CETP617 cannot tell whether the request is looked at; decide from the caller's verified identity and the requested scopes (§3.4, §7.2)",
				finding.Sanitize(JavaName(class)), use.unknown)
			continue
		}
		how := ""
		switch {
		case live != nil:
			how = " (the java.util.function.Predicate it tests the request with answers true whatever it is given: a rule that always passes or-ed in, or only such rules and-ed)"
		case use.logged:
			how = " (it reads the request only to log it)"
		case use.other != "":
			how = " (it reads only " + use.other + ", which says nothing about who is calling)"
		case use.helper != "":
			how = " (it hands the request to " + use.helper + ", which does not read it either)"
		}
		p.Report(DexAt{Method: auth, Addr: allowAt},
			"%s.authorize returns an allow decision on every path without reading the caller or the requested scopes, from the request or from the Binder%s: every app that reaches the provider is authorized; decide from the caller's verified identity and the requested scopes (§3.4, §7.2)",
			finding.Sanitize(JavaName(class)), how)
	}
}

// authorizeIn returns the first authorize(request) with code that the
// classes (most derived first) declare.
func authorizeIn(chain []*dex.Class) *dex.Method {
	for _, c := range chain {
		for _, m := range c.Virtual {
			if m.Ref.Name == "authorize" && len(m.Ref.Params) == 1 && m.HasCode() {
				return m
			}
		}
	}
	return nil
}

// appAuthorizeHook returns the authorization hook of a provider that
// serves calls through a base class of the app's own (the SDK's role
// written by hand, §10): an authorize(request) method (or one taking the
// request in parts: authorize(caller, tool)) a program superclass of class
// declares — abstract or not — and calls itself, as
// the provider's own class (or one between it and the base) overrides it.
// The base's own default is not judged: a base that checks the caller
// itself may offer an allow-all hook for further restriction. Nil when no
// base class of the app declares and calls one, or nothing overrides it.
func appAuthorizeHook(prog *program.Program, class string) *dex.Method {
	chain, _ := prog.Supers(class)
	for i := 1; i < len(chain); i++ {
		var decl *dex.Method
		for _, m := range chain[i].Virtual {
			if m.Ref.Name == "authorize" && len(m.Ref.Params) >= 1 && m.Ref.Return != "V" {
				decl = m
				break
			}
		}
		if decl == nil {
			continue
		}
		if !callsHook(prog, chain[i:], decl.Ref) {
			return nil
		}
		for _, c := range chain[:i] {
			for _, m := range c.Virtual {
				if m.HasCode() && m.Ref.Name == decl.Ref.Name && m.Ref.NameProto() == decl.Ref.NameProto() {
					return m
				}
			}
		}
		return nil
	}
	return nil
}

// callsHook reports whether code of the classes calls a method named and
// typed as hook.
func callsHook(prog *program.Program, chain []*dex.Class, hook *dex.MethodRef) bool {
	for _, c := range chain {
		for _, ms := range [][]*dex.Method{c.Direct, c.Virtual} {
			for _, m := range ms {
				for _, call := range prog.Calls(m) {
					if call.Ref.Name == hook.Name && call.Ref.NameProto() == hook.NameProto() {
						return true
					}
				}
			}
		}
	}
	return false
}

// allowDecision recognises a value that grants access: a constant, object
// or factory whose name says allow or grant (CetpAccessDecision.Allow,
// CetpAccessDecision.allow(...), AccessDecision.GRANTED, new AllowAll()).
// The member's own words decide (GrantResult.NONE and Decision.NOT_ALLOWED
// deny although their class says grant); a member that says neither
// (AllowAll.INSTANCE, Companion, getInstance) leaves it to its class.
func allowDecision(x regflow.Alt) bool {
	var class, member string
	switch x.Kind {
	case regflow.Field:
		if x.Field != nil {
			class, member = x.Field.Class, x.Field.Name
		}
	case regflow.Call:
		if x.Ref != nil {
			class, member = x.Ref.Class, x.Ref.Name
		}
	case regflow.New:
		class = x.Str
		if x.Via != nil && len(x.Via.Ref.Params) == 0 && !branches(x.Via) {
			// Made inside a factory the APK carries (the bundled SDK's
			// CetpAccessDecision.allow()): the factory's name says it,
			// when nothing decides what it makes (allowIf(cond) or a
			// factory testing a flag may make a denial).
			member = x.Via.Ref.Name
		}
	}
	return nameAllows(simpleName(class), member)
}

// branches reports whether m has a conditional branch or a switch.
func branches(m *dex.Method) bool {
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return true
	}
	found := false
	_ = dex.Walk(insns, func(in *dex.Insn) bool {
		if _, conditional, ok := in.Branch(); ok && conditional || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
			found = true
			return false
		}
		return true
	})
	return found
}

// nameAllows decides allowDecision from the names alone.
func nameAllows(class, member string) bool {
	if v := decisionWords(member); v != 0 {
		return v > 0
	}
	return decisionWords(class) > 0
}

// decisionWords reads an identifier's words: -1 when any says deny (deny,
// reject, none, not_allowed, disallowed, unauthorized …), +1 when one says
// allow and none denies, 0 when none says either.
func decisionWords(name string) int {
	v := 0
	for _, w := range identWords(name) {
		switch {
		case denyWord(w):
			return -1
		case strings.HasPrefix(w, "allow") || strings.HasPrefix(w, "grant") || strings.HasPrefix(w, "permit") || w == "authorized":
			v = 1
		}
	}
	return v
}

func denyWord(w string) bool {
	switch w {
	case "no", "not", "none", "never", "nobody", "nothing", "fail", "failed", "failure", "error", "invalid":
		return true
	}
	for _, p := range []string{"deny", "denie", "denied", "reject", "refuse", "forbid", "block", "revoke",
		"disallow", "ungrant", "unauthori", "unpermit", "notallow", "notgrant", "nogrant"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// identWords splits a Java or Kotlin identifier into lower-case words at
// underscores, digits and camel-case humps ("NOT_ALLOWED" → not, allowed;
// "isDisallowed" → is, disallowed; "URLGrant" → url, grant).
func identWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			words = append(words, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '_' || r == '$' || r == '-' || (r >= '0' && r <= '9'):
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(r) &&
			(unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush(i)
		}
	}
	flush(len(rs))
	return words
}

// callAt returns the call at addr in m. A method's calls are in
// instruction order (the load scans the code once), so a binary search
// finds it: the replays that ask at every invoke stay linear in the calls.
func callAt(prog *program.Program, m *dex.Method, addr uint32) *program.Call {
	calls := prog.Calls(m)
	i := sort.Search(len(calls), func(i int) bool { return calls[i].Addr >= addr })
	if i < len(calls) && calls[i].Addr == addr {
		return &calls[i]
	}
	return nil
}

// isParam reports whether v may be parameter k.
func isParam(v regflow.Value, k int64) bool {
	return v.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param && x.Int == k })
}

// maxAuthorizeDepth bounds how many helpers deep CETP617 follows the
// request from authorize; past it, a note. A var so tests can lower it.
var maxAuthorizeDepth = 6

// requestUse says whether a method reads one of its parameters (the
// request): uses it as the object of a call, a field access or a platform
// call's argument, itself or in the program helpers it passes it to.
// unknown, when reads is false, names code the request went to that could
// not be followed.
type requestUse struct {
	reads   bool
	unknown string
	helper  string // the first program helper given the request, for messages
	logged  bool   // read, but only into log lines (logonly.go)
	other   string // a read of the request that is no decision input (the tool name), for messages
}

// decisionInput reports whether a member of the SDK request (a getter or
// a field) carries what CETP617 counts as deciding: the caller (package,
// UID, signature) or the requested scopes. A Kotlin data class's
// componentN cannot be told and counts.
func decisionInput(name string) bool {
	if strings.HasPrefix(name, "component") {
		return true
	}
	for _, w := range identWords(name) {
		switch {
		case strings.HasPrefix(w, "caller"), strings.HasPrefix(w, "calling"), strings.HasPrefix(w, "scope"),
			w == "uid", w == "pid", w == "package", w == "signature", w == "signatures", w == "certificate", w == "identity":
			return true
		}
	}
	return false
}

// fieldAt returns the field an instance field instruction of m names.
func fieldAt(m *dex.Method, idx uint32) *dex.FieldRef {
	f, err := m.Class.File.Field(idx)
	if err != nil {
		return nil
	}
	return f
}

type paramOf struct {
	m *dex.Method
	k int
}

// requestUses memoizes requestUse per method and parameter.
type requestUses struct {
	prog    *program.Program
	memo    map[paramOf]requestUse
	logMemo map[paramOf]bool // logOnly's answers
}

func (u *requestUses) of(m *dex.Method, k, depth int) requestUse {
	key := paramOf{m, k}
	if r, ok := u.memo[key]; ok {
		return r
	}
	if depth > maxAuthorizeDepth {
		return requestUse{unknown: fmt.Sprintf("%s, more than %d helpers deep, CETP617's budget for following the request", Short(m), maxAuthorizeDepth)}
	}
	a, err := u.prog.Analyze(m)
	if err != nil || a == nil {
		return requestUse{unknown: Short(m) + ", which could not be analyzed"}
	}
	u.memo[key] = requestUse{} // a recursive call adds nothing of its own
	var out requestUse
	direct := false // the request read here, by its getters or otherwise
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if out.reads {
			return
		}
		switch {
		case in.IsInvoke():
			c := callAt(u.prog, m, in.Addr)
			if c == nil {
				for _, r := range in.Args {
					if isParam(st.Reg(uint32(r)), int64(k)) {
						direct = true
					}
				}
				return
			}
			if c.Ref.Class == "Lkotlin/jvm/internal/Intrinsics;" {
				return // Kotlin's null check of the parameter reads nothing
			}
			args := program.CallArgs(st, in, c.Ref)
			for j, v := range args {
				if !isParam(v, int64(k)) {
					continue
				}
				// Only the implementations the receiver can be here: a
				// policy field holding an allow-all object runs that
				// object's check, whatever another provider's policy does.
				targets := u.prog.TargetsAt(m, c, in, st)
				if len(targets) == 0 || program.IsPlatform(c.Ref.Class) || simpleName(c.Ref.Class) == "CetpProviderRequest" {
					if len(targets) == 0 && !program.IsPlatform(c.Ref.Class) && !strings.HasPrefix(c.Ref.Class, "Lcom/clawseed/cetp/") {
						if out.unknown == "" {
							out.unknown = finding.Sanitize(JavaName(c.Ref.Class)+"."+c.Ref.Name) + ", which is not in the APK"
						}
						continue
					}
					switch {
					case simpleName(c.Ref.Class) == "CetpProviderRequest" && j == 0 && !decisionInput(c.Ref.Name):
						// The tool name, the arguments, the request id: they
						// say nothing about who is calling (RULES CETP617).
						if out.other == "" {
							out.other = finding.Sanitize("request." + c.Ref.Name)
						}
					case program.IsPlatform(c.Ref.Class) && simpleName(c.Ref.Class) != "CetpProviderRequest":
						// The platform given the whole request (a map key,
						// String.valueOf) cannot read its caller or scopes.
						if out.other == "" {
							out.other = finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name)
						}
					default:
						direct = true // the caller or the scopes, or an SDK helper given the request
					}
					continue
				}
				if out.helper == "" {
					out.helper = finding.Sanitize(JavaName(c.Ref.Class) + "." + c.Ref.Name)
				}
				for _, t := range targets {
					r := u.of(t, j, depth+1)
					if r.reads {
						out.reads = true
						return
					}
					if out.unknown == "" {
						out.unknown = r.unknown
					}
					if out.other == "" {
						out.other = r.other
					}
				}
			}
		case in.Op >= dex.OpIget && in.Op <= dex.OpIputShort: // the object is B; a stored value is A
			if isParam(st.Reg(in.B), int64(k)) && in.Op < dex.OpIput {
				f := fieldAt(m, in.Index)
				if f != nil && simpleName(f.Class) == "CetpProviderRequest" && !decisionInput(f.Name) {
					if out.other == "" {
						out.other = finding.Sanitize("request." + f.Name)
					}
					break
				}
				direct = true
			} else if isParam(st.Reg(in.B), int64(k)) || in.Op >= dex.OpIput && isParam(st.Reg(in.A), int64(k)) {
				direct = true
			}
		case in.Op >= dex.OpSput && in.Op <= dex.OpSputShort, in.Op == dex.OpAputObject:
			// Kept for later: whoever reads it back may decide from it.
			if isParam(st.Reg(in.A), int64(k)) {
				out.reads = true
			}
		}
	})
	if direct && !out.reads {
		// Reads that only feed a log line decide nothing (logonly.go).
		out.reads = !u.logOnly(m, k, depth)
		out.logged = !out.reads
	}
	if out.reads {
		out.unknown = ""
	}
	u.memo[key] = out
	return out
}

// allowsOnEveryPath reports whether every return of authorize that can
// run (live; nil: every one) returns an allow decision, how many returns
// there are, and the first allowing one.
func allowsOnEveryPath(a *program.Analysis, live map[uint32]bool) (allows bool, returns int, allowAt uint32) {
	allows = true
	// A hook of the app's own may answer a boolean: true allows.
	boolean := a.Method.Ref.Return == "Z"
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if boolean && in.Op == dex.OpReturn && (live == nil || live[in.Addr]) {
			returns++
			v := st.Reg(in.A)
			if !v.Exact() || v.Has(func(x regflow.Alt) bool { return x.Kind != regflow.Const || x.Int == 0 }) {
				allows = false
			} else if allowAt == 0 {
				allowAt = in.Addr
			}
			return
		}
		if in.Op != dex.OpReturnObject || live != nil && !live[in.Addr] {
			return
		}
		returns++
		v := st.Reg(in.A)
		if live != nil {
			// What only a dead edge makes (the deny of `test ?
			// allow() : deny()` after an always-true predicate) is
			// no answer authorize gives.
			var kept []regflow.Alt
			for _, x := range v.Alts {
				if (x.Kind == regflow.Call || x.Kind == regflow.New) && !live[x.Site] {
					continue
				}
				kept = append(kept, x)
			}
			v.Alts = kept
		}
		if isParam(v, 1) || !v.Exact() || v.Has(func(x regflow.Alt) bool { return !allowDecision(x) }) {
			allows = false
		} else if allowAt == 0 {
			allowAt = in.Addr
		}
	})
	return allows, returns, allowAt
}
