package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// maxGeneratorHops bounds the record fields TokenGenerators crosses from
// the value it is asked about (a reply's field copied from a result's
// field copied from a ticket's): each hop is a field whose writers'
// callers are read.
const maxGeneratorHops = 4

// maxGeneratorCalls bounds the writer calls TokenGenerators reads for one
// question.
const maxGeneratorCalls = 48

// TokenGenerators returns the generator fields (java.util.Random- or
// kotlin.random.Random-typed program fields) a value v that m has is
// drawn from, each with its writers' callers' answer: through the text
// and arrays m and its helpers build from draws (as StoredArgTaint), and
// across record fields — a token copied from one object's field into
// another's by their constructors and setters (a reply's resume token
// set from a result's, set from what a tool's issue() drew) — up to
// maxGeneratorHops fields and maxGeneratorCalls writer calls; cut says a
// bound ended the search with fields still to read (the answer may miss
// a generator).
//
// A generator field is one object per construction: which of its
// writers' calls made the object behind this value is not told here (the
// caller judges them: a call giving java.util.Random to a generator whose
// draws become a protocol token is itself the defect).
func (p *Program) TokenGenerators(m *dex.Method, v regflow.Value) TokenSources {
	out := TokenSources{Owners: map[fkey][]*dex.FieldRef{}, OwnerSites: map[fkey][]allocSite{}, Unowned: map[fkey]bool{}}
	cut := &out.Cut
	type item struct {
		m    *dex.Method
		v    regflow.Value
		hops int
	}
	seen := map[fkey]bool{}
	seenParam := map[*dex.Method]uint64{}
	budget := maxGeneratorCalls
	// follow queues the arguments callers of callee pass for the
	// parameters in bits.
	var queue []item
	follow := func(callee *dex.Method, bits regflow.Taint, hops int) {
		for _, c := range p.Callers(callee) {
			if neverRuns(p, c.Method) {
				continue
			}
			if budget == 0 {
				*cut = true
				return
			}
			budget--
			args, ok := p.ArgsAt(c.Method, c.Call.Addr)
			if !ok {
				*cut = true
				continue
			}
			for k := range int64(regflow.MaxTaintParams) {
				if bits&regflow.TaintParam(k) != 0 && int(k) < len(args) {
					queue = append(queue, item{c.Method, args[k], hops})
				}
			}
		}
	}
	queue = append(queue, item{m, v, 0})
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		w := builtWalk{p: p, fields: fieldAlts(it.v, nil), holders: &out.Holders, paramDraws: map[*dex.Method]uint64{},
			ownGens: map[*dex.Method][]*dex.FieldRef{}, owners: out.Owners, ownerSites: out.OwnerSites, unowned: out.Unowned}
		if it.m != nil && builtText(it.v) {
			w.done = map[*dex.Method]bool{}
			w.fieldsBuiltInto(it.m, it.v)
		}
		if w.cut != nil {
			*cut = true
		}
		// A parameter passed straight through (a setter's caller handing
		// on its own parameter): its callers' arguments.
		if it.m != nil && it.hops < maxGeneratorHops {
			var bits regflow.Taint
			for _, a := range it.v.Alts {
				if a.Kind == regflow.Param && a.Via == nil && (it.m.Static() || a.Int > 0) && a.Int < regflow.MaxTaintParams {
					if seenParam[it.m]&(1<<uint(a.Int)) == 0 {
						seenParam[it.m] |= 1 << uint(a.Int)
						bits |= regflow.TaintParam(a.Int)
					}
				}
			}
			if bits != 0 {
				follow(it.m, bits, it.hops+1)
			}
		}
		for _, g := range w.fields {
			k := fieldKey(g)
			if seen[k] || p.Classes[g.Class] == nil {
				continue
			}
			seen[k] = true
			switch g.Type {
			case "Ljava/util/Random;", "Lkotlin/random/Random;":
				r := p.storedArgs(g)
				out.Generators = append(out.Generators, FieldArgs{Field: g, Taint: r.Taint, r: r})
				continue
			case "Ljava/lang/String;", "Ljava/lang/CharSequence;", "Ljava/lang/Object;", "[B":
			default:
				continue
			}
			if it.hops == maxGeneratorHops {
				*cut = true
				continue
			}
			for _, wr := range p.WritersOf(g) {
				if bits := p.storedParams(wr, k); bits != 0 {
					follow(wr, bits, it.hops+1)
				}
			}
		}
	}
	// A holder keeps the objects whose generator fields these are: a
	// receiver of another class (a companion object a static-like mint
	// is called on) holds none of them.
	out.Holders = slices.DeleteFunc(out.Holders, func(h *dex.FieldRef) bool {
		return !slices.ContainsFunc(out.Generators, func(g FieldArgs) bool {
			return p.mayBeA(h.Type, g.Field.Class) || p.mayBeA(g.Field.Class, h.Type)
		})
	})
	return out
}

// TokenSources is TokenGenerators' answer.
type TokenSources struct {
	// Generators are the generator fields the value is drawn from.
	Generators []FieldArgs
	// Holders are the fields the objects whose methods drew it are read
	// from (a tool set's mint): where the generator objects that matter
	// are kept.
	Holders []*dex.FieldRef
	// Owners gives, per holder read off a helper's own object, the fields
	// the objects the helper ran on are read from (ToolSet.mint read in
	// issue() called on the provider's confirmations); Unowned, the
	// holders also read off an object from elsewhere (no narrowing).
	Owners     map[fkey][]*dex.FieldRef
	OwnerSites map[fkey][]allocSite // owners made where the drawing call is
	Unowned    map[fkey]bool
	// Cut says a bound ended the search with fields still to read.
	Cut bool
}

// maxHeldHops bounds the calls heldSites follows an object back through
// (a tool set's constructor given the mint by its subclass's, given it by
// the graph that made it).
const maxHeldHops = 4

// allocSite is an allocation: the new-instance at site in m.
type allocSite struct {
	m    *dex.Method
	site uint32
}

// heldSites returns the allocations whose objects are stored into h: by
// its writers directly, or through their callers' arguments (parameters
// handed on up to maxHeldHops calls, maxGeneratorCalls calls in all), an
// object a helper made and returned counting as made in the helper.
// complete says every value stored was one of those (no object from a
// call, a field or a library, no bound hit).
func (p *Program) heldSites(h *dex.FieldRef) (out []heldSite, complete bool) {
	return p.heldSitesIn(h, map[fkey]bool{}, 0)
}

// heldSite is an allocation a holder keeps, with the objects it was stored
// into when known (the receivers of the holder's constructor or setter
// calls that were given it: which ToolSet keeps this Mint); nil owners
// when not known.
type heldSite struct {
	site   allocSite
	owners []allocSite
}

// maxHeldFields bounds the holder fields heldSites reads through one
// another (a call's receiver kept in a provider's field).
const maxHeldFields = 2

func (p *Program) heldSitesIn(h *dex.FieldRef, visiting map[fkey]bool, depth int) (out []heldSite, complete bool) {
	visiting[fieldKey(h)] = true
	complete = true
	type item struct {
		m      *dex.Method
		k      int64
		hops   int
		owners []allocSite
	}
	var queue []item
	var add func(m *dex.Method, v regflow.Value, hops int, owners []allocSite)
	add = func(m *dex.Method, v regflow.Value, hops int, owners []allocSite) {
		if v.Top || len(v.Alts) == 0 {
			complete = false
		}
		for _, a := range v.Alts {
			if a.Kind == regflow.New && a.Via != nil {
				// Made by a helper the call at a.Site runs: as the
				// call's constant arguments choose (a factory looked up
				// by name), when they do.
				if r, ok := p.boundResult(m, a.Site); ok {
					add(a.Via, r, hops, owners)
					continue
				}
			}
			switch {
			case a.Kind == regflow.New && a.Via == nil:
				out = append(out, heldSite{allocSite{m, a.Site}, owners})
			case a.Kind == regflow.New:
				out = append(out, heldSite{allocSite{a.Via, a.ViaSite}, owners})
			case a.Kind == regflow.Param && a.Via == nil && a.Int < 64:
				// A parameter, or the method's own object (`this`
				// handed to a record it makes): what its callers pass,
				// their receivers for the latter.
				queue = append(queue, item{m, a.Int, hops, owners})
			case a.Kind == regflow.Field && a.Field != nil && a.Via == nil && depth < maxHeldFields && !visiting[fieldKey(a.Field)] &&
				p.Classes[a.Field.Class] != nil:
				// Read from another holder: what that one keeps.
				sites, ok := p.heldSitesIn(a.Field, visiting, depth+1)
				out = append(out, sites...)
				complete = complete && ok
			case a.Kind == regflow.Const && a.Int == 0:
				// null: no object
			default:
				complete = false
			}
		}
	}
	if !p.StoresOf(h, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) { add(w, v, 0, nil) }) {
		complete = false
	}
	budget := maxGeneratorCalls
	seen := map[*dex.Method]uint64{}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		if seen[it.m]&(1<<uint(it.k)) != 0 {
			continue
		}
		seen[it.m] |= 1 << uint(it.k)
		callers := p.Callers(it.m)
		if it.hops == maxHeldHops && len(callers) > 0 {
			complete = false
			continue
		}
		for _, cl := range callers {
			if neverRuns(p, cl.Method) {
				continue
			}
			if budget == 0 {
				complete = false
				break
			}
			budget--
			args, ok := p.ArgsAt(cl.Method, cl.Call.Addr)
			if !ok || int(it.k) >= len(args) {
				complete = false
				continue
			}
			owners := it.owners
			if it.hops == 0 && owners == nil && !it.m.Static() && it.k > 0 && p.mayBeA(it.m.Class.Name, h.Class) && len(args) > 0 {
				// The holder's constructor or setter given the object:
				// the object it runs on keeps it.
				for _, a := range args[0].Alts {
					switch {
					case a.Kind == regflow.New && a.Via == nil:
						owners = append(owners, allocSite{cl.Method, a.Site})
					case a.Kind == regflow.Field && a.Field != nil && depth < maxHeldFields && !visiting[fieldKey(a.Field)]:
						// A setter called on an object read from a
						// field (`operations.setMint(…)`): the objects
						// that field keeps.
						if held, ok := p.heldSitesIn(a.Field, visiting, depth+1); ok {
							owners = append(owners, allocsOf(held)...)
						}
					}
				}
			}
			add(cl.Method, args[it.k], it.hops+1, owners)
		}
	}
	return out, complete
}

// allocsOf returns the allocations of hs.
func allocsOf(hs []heldSite) []allocSite {
	out := make([]allocSite, len(hs))
	for i, h := range hs {
		out[i] = h.site
	}
	return out
}

// heldFor returns what holder h keeps for the objects src says it is read
// off (src.Owners: the provider's `confirmations`, not its `retries`): the
// sites whose owners are among the objects those owner fields keep, or
// whose owners are not known; every site when h's owners are not known.
func (p *Program) heldFor(h *dex.FieldRef, src TokenSources) (out []heldSite, complete bool) {
	sites, complete := p.heldSites(h)
	owners := src.Owners[fieldKey(h)]
	allowed := src.OwnerSites[fieldKey(h)]
	if len(owners) == 0 && len(allowed) == 0 || src.Unowned[fieldKey(h)] {
		return sites, complete
	}
	for _, o := range owners {
		os, ok := p.heldSites(o)
		if !ok {
			return sites, complete // an owner holding objects not all known: no narrowing
		}
		allowed = append(allowed, allocsOf(os)...)
	}
	for _, s := range sites {
		if s.owners == nil || slices.ContainsFunc(s.owners, func(a allocSite) bool { return slices.Contains(allowed, a) }) {
			out = append(out, s)
		}
	}
	return out, complete
}

// boundResult returns what the call at site in m returns as its constant
// arguments choose (the callee analysed with them bound): false when the
// call passes no constant, has other than one target, or the bound
// analysis is not available.
func (p *Program) boundResult(m *dex.Method, site uint32) (regflow.Value, bool) {
	c := CallsByAddr(p.Calls(m))[site]
	if c == nil {
		return regflow.Value{}, false
	}
	targets := p.Targets(c)
	if len(targets) != 1 {
		return regflow.Value{}, false
	}
	args, ok := p.ArgsAt(m, site)
	if !ok {
		return regflow.Value{}, false
	}
	r := p.analyzeBound(targets[0], args)
	if r == nil || r.s == nil {
		return regflow.Value{}, false
	}
	return r.s.Returns, true
}

// madeAt returns the allocation the constructor call c initializes; ok
// is false when c is no constructor call on an object made in its method.
func (p *Program) madeAt(c Caller) (allocSite, bool) {
	if c.Call == nil || c.Call.Ref.Name != "<init>" {
		return allocSite{}, false
	}
	args, ok := p.ArgsAt(c.Method, c.Call.Addr)
	if !ok || len(args) == 0 {
		return allocSite{}, false
	}
	a, ok := args[0].Single()
	if !ok || a.Kind != regflow.New || a.Via != nil {
		return allocSite{}, false
	}
	return allocSite{c.Method, a.Site}, true
}

// HeldIn returns the first of holders into which the object that the
// constructor call c initializes (an allocation in c's method) is stored
// (heldSites); nil when none is known to hold it.
func (p *Program) HeldIn(c Caller, src TokenSources) *dex.FieldRef {
	made, ok := p.madeAt(c)
	if !ok {
		return nil
	}
	for _, h := range src.Holders {
		if sites, _ := p.heldFor(h, src); slices.Contains(allocsOf(sites), made) {
			return h
		}
	}
	return nil
}

// SecureHeld reports whether every object kept in the holders of src is a
// generator given SecureRandom output only: each holder's stores are all
// known allocations (heldSites complete), each of them a constructor call
// one of src's generator fields records as passing SecureRandom output
// and nothing predictable. A token drawn through those holders is then
// secure whatever other objects of the generator's class hold.
func (p *Program) SecureHeld(src TokenSources) bool {
	if len(src.Holders) == 0 || src.Cut || len(src.Generators) == 0 {
		return false
	}
	kinds := map[allocSite]regflow.Taint{}
	for _, g := range src.Generators {
		if g.r.Sourceless || g.r.Cut != nil {
			return false
		}
		for i := range g.r.calls {
			for _, c := range g.r.calls[i] {
				if s, ok := p.madeAt(c); ok {
					kinds[s] |= 1 << i
				}
			}
		}
	}
	held := 0
	for _, h := range src.Holders {
		sites, complete := p.heldFor(h, src)
		if !complete {
			return false
		}
		for _, s := range allocsOf(sites) {
			t, ok := kinds[s]
			if !ok || t&regflow.TaintSecure == 0 || t&regflow.TaintPredictable != 0 {
				return false
			}
			held++
		}
	}
	return held > 0
}
