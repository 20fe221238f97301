package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Preferences as a keyed store. An app keeps text in SharedPreferences under
// a constant key and reads it back on a later call — a failure's message
// stored by one sync and answered as error_message by the next:
//
//	settings.recordFailure(Keys.LAST_ERROR, e.getMessage());   // edit().putString(key, text).apply()
//	String last = settings.lastFailure(Keys.LAST_ERROR);       // prefs.getString(key, null)
//
// A read of a key is what the writes of that key store: its taint (the
// exception's text) and, when every write stores constants, those strings;
// with the default the read is given. The key of a write or a read may be a
// helper's parameter: a read's is a regflow.Lookup each call binds
// (bindLookups, as for constant tables, on the prefsStore pseudo-field), a
// write's is each call's constant, paired with the value that call passes.
// All preference files are one store (as for CETP620's token stores): a
// key means the same wherever it is written.
//
// Bounds: at most maxPrefWriters write sites are read (more: reads are left
// as they were, unknown values with no taint), and a write inside an
// analysis still running leaves the store unread for that question (asked
// again later); a write off the providers' call surface not analysed for
// another reason is not read (prefWriterInReach). A write whose key is not a
// constant (a key the user or the
// request names) is not followed, nor a helper's parameter more than
// maxPrefHops calls up; all preference files are one store (the same key in
// two files is one entry).

// prefsStore is the pseudo-field the Lookups of preference reads name.
var prefsStore = &dex.FieldRef{Class: classPrefs, Name: "<values>", Type: "Ljava/lang/Object;"}

const (
	classPrefs       = "Landroid/content/SharedPreferences;"
	classPrefsEditor = "Landroid/content/SharedPreferences$Editor;"
)

// maxPrefWriters bounds the preference writes read for the store.
const maxPrefWriters = 64

// maxPrefHops bounds the helper calls a write's key and value are followed
// up through (`put2(k, t) { put(k, t) }`).
const maxPrefHops = 3

// prefPuts are the Editor methods that store a value under a key.
var prefPuts = []string{"putString", "putInt", "putLong", "putBoolean", "putFloat", "putStringSet"}

// prefRead recognises a typed read of a preference with a default: the key
// and the default; ok is false otherwise.
func prefRead(in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) (key, def regflow.Value, ok bool) {
	if in.IsStaticInvoke() || ref.Class != classPrefs || len(args) != 3 {
		return regflow.Value{}, regflow.Value{}, false
	}
	switch ref.Name {
	case "getString", "getInt", "getLong", "getBoolean", "getFloat", "getStringSet":
		return args[1], args[2], true
	}
	return regflow.Value{}, regflow.Value{}, false
}

// prefsGet is the value of a preference read at in: the store's value for
// a constant key, a Lookup for a parameter key, with the default. ok is
// false for any other key, or when the store cannot be read.
func (p *Program) prefsGet(in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) (regflow.Value, bool) {
	key, def, ok := prefRead(in, ref, args)
	if !ok {
		return regflow.Value{}, false
	}
	k, ok := key.Single()
	if !ok || k.Kind != regflow.Str && k.Kind != regflow.Param {
		return regflow.Value{}, false
	}
	if k.Kind == regflow.Param {
		// Each call binds it; the store is read then.
		of := k
		return regflow.Merge(regflow.One(regflow.Alt{Kind: regflow.Lookup, Field: prefsStore, Of: &of, Ref: ref}), def), true
	}
	t := p.table(prefsStore)
	if t == nil {
		return regflow.Value{}, false
	}
	return regflow.Merge(p.prefValue(t, k.Str, ref, in.Addr), def), true
}

// prefValue is what the store gives a read of key by ref at site: the
// constants written when every write of the key is one, else the read's
// own result with the writes' taint. A key nothing writes gives nothing (the read's default).
func (p *Program) prefValue(t *keyedTable, key string, ref *dex.MethodRef, site uint32) regflow.Value {
	all, written := t.entries["s:"+key]
	if !written {
		return regflow.Value{}
	}
	if all.Exact() && !all.Has(func(a regflow.Alt) bool { return a.Kind != regflow.Str && a.Kind != regflow.Const }) {
		return all
	}
	return regflow.Value{Alts: []regflow.Alt{{Kind: regflow.Call, Site: site, Ref: ref}}, Taint: all.Taint}
}

// scanPrefs reads the store: every preference write in the program, by
// key. final is false when a writer's analysis is running.
func (p *Program) scanPrefs() (t *keyedTable, final bool) {
	no := &keyedTable{}
	var sites []Site
	for _, name := range prefPuts {
		sites = append(sites, p.sitesNamed(name, classPrefsEditor)...)
		if len(sites) > maxPrefWriters {
			return no, true
		}
	}
	t = &keyedTable{entries: map[string]regflow.Value{}, ok: true}
	add := func(key regflow.Value, val regflow.Value, via *dex.Method) {
		s, ok := key.Single()
		if !ok || s.Kind != regflow.Str {
			// A key not known (the user's or the request's choice): not
			// followed — spread over every key it would make every read
			// of exception text's store a finding.
			return
		}
		val = portable(via, val, val.Taint&^regflow.ParamTaints)
		t.entries["s:"+s.Str] = regflow.Merge(t.entries["s:"+s.Str], val)
	}
	// bind adds the write of val under key in m, a helper's parameters
	// replaced by what each call passes, up to depth calls up.
	var bind func(m *dex.Method, key, val regflow.Value, depth int)
	bind = func(m *dex.Method, key, val regflow.Value, depth int) {
		kp, keyParam := key.Single()
		keyParam = keyParam && kp.Kind == regflow.Param
		vp, valParam := val.Single()
		valParam = valParam && vp.Kind == regflow.Param
		if !keyParam && !valParam || depth == 0 {
			add(key, val, m)
			return
		}
		callers := p.Callers(m)
		if len(callers) > maxPrefWriters {
			return // not followed: a bound, documented
		}
		for _, c := range callers {
			if !p.prefWriterInReach(c.Method) {
				continue
			}
			cargs, ok := p.writerArgs(c.Method, c.Call.Addr)
			if !ok {
				continue
			}
			k, v := key, val
			if keyParam {
				k = arg(cargs, int(kp.Int))
			}
			if valParam {
				v = arg(cargs, int(vp.Int))
			}
			bind(c.Method, k, v, depth-1)
		}
	}
	for _, s := range sites {
		if !p.prefWriterInReach(s.Method) {
			continue
		}
		args, ok := p.writerArgs(s.Method, s.Call.Addr)
		if !ok || len(args) != 3 {
			continue
		}
		bind(s.Method, args[1], args[2], maxPrefHops)
	}
	return t, true
}

// prefLookup binds a preference read's Lookup a to the key a call passes:
// the store's value for a constant, the Lookup again for the caller's own
// parameter (a helper of a helper), the read's plain result for any other
// key.
func (p *Program) prefLookup(a regflow.Alt, key regflow.Value, site uint32) regflow.Value {
	out := regflow.Value{Top: key.Top}
	for _, k := range key.Alts {
		switch k.Kind {
		case regflow.Str:
			t := p.table(prefsStore)
			if t == nil {
				// The store is being read (this call is in a writer's
				// analysis): the read's plain result.
				out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Call, Site: site, Ref: a.Ref}))
				continue
			}
			out = regflow.Merge(out, p.prefValue(t, k.Str, a.Ref, site))
		case regflow.Param:
			of := k
			b := a
			b.Of = &of
			out = regflow.Merge(out, regflow.One(b))
		default:
			out = regflow.Merge(out, regflow.One(regflow.Alt{Kind: regflow.Call, Site: site, Ref: a.Ref}))
		}
	}
	return out
}

// writerArgs are the arguments of the call at addr in m: from m's analysis
// when it is done, else from an analysis of its own, not kept as m's (m may
// read the store too — a sync that records its failure and answers the last
// one — and an analysis made while the store is read would keep it unread).
func (p *Program) writerArgs(m *dex.Method, addr uint32) ([]regflow.Value, bool) {
	if a := p.analyses[m]; a != nil {
		return p.argsAt(m, addr) // analysed already: its own facts
	}
	r := p.runBound(m, boundKey{m, "\x00prefs"}, []regflow.Value{}, false)
	if r == nil || r.a == nil {
		return nil, false
	}
	calls := CallsByAddr(p.Calls(m))
	var args []regflow.Value
	found := false
	r.a.Replay(func(in *dex.Insn, st *regflow.State) {
		if c := calls[in.Addr]; c != nil && in.Addr == addr && !found {
			args, found = CallArgs(st, in, c.Ref), true
		}
	})
	return args, found
}

// prefWriterInReach reports whether a write (or a helper's caller) in m is
// read for the store: m is on the providers' call surface (their methods,
// onCreate's seeding, what they reach) or analysed already. A settings
// screen's writes elsewhere in the app are not analysed for it: each would
// pull the app's UI code into the scan (quark's insecureShop: half again
// the CPU and 10 MiB).
func (p *Program) prefWriterInReach(m *dex.Method) bool {
	return p.analyses[m] != nil || p.onCallSurface(m)
}
