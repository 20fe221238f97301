package program

import (
	"bytes"
	"errors"
	"slices"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Program is every class of an APK's dex files.
type Program struct {
	Files   []*dex.File
	Classes map[string]*dex.Class
	// Order lists classes in load order (file, then class_defs).
	Order []*dex.Class

	subclasses map[string][]string // direct subclasses and implementers
	// surfaceReach caches callSurface.
	surfaceReach map[*dex.Method]*Caller
	// equalsHelpers caches EqualsHelper by method.
	equalsHelpers map[*dex.Method]bool
	// calls holds the invokes of the methods with any, in chunks;
	// callSpans says where each such method's lie; callIdx maps a method,
	// per file (as Files) and method_ids index, to its entry in callSpans
	// plus one (0: none). Slice lookups, not a map, for the most asked
	// question of the analysis, at 4 bytes per method id, and spans with
	// no pointer for the collector to follow. resolves caches the calls'
	// targets, computed on first use since most of a large app is never
	// asked about.
	calls     [][]Call
	callSpans []callSpan
	callIdx   [][]uint32
	resolves  map[resolveKey][]*dex.Method
	// byName lists the call sites of each callee name asked about;
	// callers caches the answers.
	byName map[string][]Site
	// tags indexes every call site's tag for sitesNamed, built on the
	// second name with a tag asked about (callTags); namedPasses counts them.
	tags        callTags
	namedPasses int
	callers     map[*dex.Method][]Caller
	analyses    map[*dex.Method]*Analysis
	// argsBusy: methods argsAt is replaying (a nested ask is not
	// answered).
	argsBusy    map[*dex.Method]bool
	statics     map[fkey]regflow.Value // undefined: not a constant
	staticsDone map[*dex.Class]bool
	lookups     map[mkey]*dex.Method
	enums       map[string]*enumInfo     // enum classes' entries, on first use (enums.go)
	enumFields  map[fkey]enumFieldAnswer // enumFieldStrings' final answers (enums.go)
	piSites     []*PISite
	piLimits    []Limit
	piCuts      []ResolutionCut
	piPairCuts  []ResolutionPairCut
	bound       map[boundKey]*boundResult // analyses of one call's constant arguments (bound.go)
	// objBound caches objectBoundSummary per call and receiver value;
	// fieldSwitches, fieldSwitch per method (allocbound.go).
	objBound      map[string]*Summary
	fieldSwitches map[*dex.Method]bool
	// createdCollected: per provider class, the app classes of the objects
	// its onCreate reach puts into a collection (reach.go createdObjects).
	createdCollected map[string][]collected
	// kept: per method, the fields its arguments are kept in (keptParams).
	kept map[*dex.Method]map[int]string
	// elementSets caches fieldElements per collection field.
	elementSets map[fkey]elementSet
	// tables caches the constant tables per static map field (tables.go).
	tables map[fkey]*keyedTable
	// tableScans marks the tables being read (a writer analysed for the
	// preference store reads the store again).
	tableScans map[fkey]bool
	// branchesOnArgs caches argChoice: TaintArgChoice when a method
	// branches on one of its arguments.
	branchesOnArgs map[*dex.Method]regflow.Taint
	dead           map[string]bool // classes no object of which may exist (live.go)
	liveResolves   map[resolveKey][]*dex.Method
	// subscribers: the @Subscribe methods (eventSubscriberIndex).
	subscribers     []subscriber
	subscribersRead bool
	// channelReceivers: the methods receiving from each Channel field
	// (channelReceiverIndex).
	channelReceivers     map[fkey][]*dex.Method
	channelReceiversRead bool
	// channelCut: for a Channel field whose Flow has more operators than
	// the chain bound, why some of its receivers are not followed.
	channelCut map[fkey]string
	// observers: the Observers registered on each LiveData field
	// (observerIndex).
	observers     map[fkey][]observerSite
	observersRead bool
	// subjectSubs: the subscriptions to chains made from each Rx subject
	// field (subjectIndex).
	subjectSubs     map[fkey][]subjectSub
	subjectSubsRead bool
	// receivers and observerRegs: the app's BroadcastReceivers and
	// ContentObservers registered at run time (broadcasts.go).
	receivers        []receiverReg
	receiversRead    bool
	observerRegs     []observerReg
	observerRegsRead bool
	// delegateKeys: DelegateKey's answers ("" none).
	delegateKeys map[*dex.Method]string
	// proxies: the app's Proxy.newProxyInstance calls (proxies.go).
	proxies     []proxy
	proxiesRead bool
	// subjectCut: subscriptions whose chain back to its subject is longer
	// than the chain bound (which subject is not known).
	subjectCut []subjectSub

	// summaries holds each method's final summary (nil when it cannot be
	// had); analyzing is the analyses in progress, nesting the depth of
	// summaries computed inside others.
	summaries map[*dex.Method]*Summary
	cycles    components
	cutShort  map[*dex.Method]bool         // too deep, or in a recursive cycle left unsolved
	jsonNames map[string]*JSONNames        // JSON keys of decoded classes' fields (jsonnames.go)
	ctorStore map[*dex.Method]map[fkey]int // final fields constructors fill from a parameter (ctorfields.go)
	// wide marks the callees (class->name+proto) of calls with more
	// possible targets than maxSummaryTargets: their results are unknown.
	wide      map[string]int
	analyzing map[*dex.Method]bool
	nesting   int
	failed    map[*dex.Method]error
	onLimit   func(Limit)

	// FixpointRounds bounds the rounds a recursive cycle's summaries are
	// iterated; 0 means defaultFixpointRounds.
	FixpointRounds int

	truncated map[*dex.MethodRef]bool // virtual calls whose targets were cut
	// entryOn records, for an entry point a component inherits from a
	// superclass (EntryPoints), the component classes the framework
	// calls it on: their objects exist when the root runs.
	entryOn     map[*dex.Method][]string
	subtypesCut map[string]bool
	// placedFuncs memoizes placedFunctionTargets per method and call
	// address (nil: not placed).
	placedFuncs  map[placedKey][]*dex.Method
	subtypeCache map[string][]string // subtypes' answers
	globalInst   map[string]bool     // classes constructed anywhere (computed on demand)
	forNames     map[string][]string // program classes a class names in its strings (reflection)
	toolAnns     *[]string           // annotation types methods are tested for (reflectinvoke.go)
	annotated    *[]string           // made classes with such annotated methods (annotatedClasses)
	lazyClasses  []string            // `by lazy` initializer classes (computed on demand)

	fieldWriters  map[fkey][]*dex.Method              // every writer, built on the first public field asked about
	scopeWriters  map[scopeKey]map[fkey][]*dex.Method // writers per nest or package, built on demand
	nests         map[string][]*dex.Class             // classes by nest (nestOf), built on demand
	packages      map[string][]*dex.Class             // classes by package (PackageOf), built on demand
	fields        map[fkey]*fieldFact
	classFields   map[fkey]string        // fieldClass, by field
	fieldTaint    map[fkey]regflow.Taint // taint added to field objects through the field
	fieldPackaged map[fkey]bool          // setPackage called on a field's object
	// callerFields caches CallerField's answer per field; callerFieldBusy
	// holds the fields whose answer is being worked out.
	callerFields    map[fkey]bool
	callerFieldBusy map[fkey]bool
	// storedArgCache: StoredArgTaint's answer per field, on demand.
	storedArgCache map[fkey]*StoredArgs
	// storedTransient are storedArgs answers found while a caller's
	// analysis was still running: reused only while analyses run, asked
	// again after.
	storedTransient map[fkey]*StoredArgs
	// receiverFields caches the classes of the objects a field holds
	// (receiver.go); nil entries are fields whose objects are not known.
	receiverFields map[fkey][]string
	// receiverParams caches the same for a closed helper's parameter
	// (receiver.go, TargetsAt); nil entries are parameters not placed.
	receiverParams  map[paramKey][]string
	receiverWalking int                  // receiver searches running, one inside another (receiverTargets)
	idHelpers       map[*dex.Method]bool // identity helpers (computed on demand)
	idEffects       map[*dex.Method]uint8
	lazyInits       map[fkey][]*dex.Method         // `by lazy` delegate field -> initializers' invoke
	lazyGetters     map[*dex.Method]int            // local delegate accessor -> its Lazy parameter, or -1
	delegated       map[string][]string            // $$delegatedProperties names by class (delegatednames.go)
	delegatedVars   map[string][]bool              // which of them are vars (MutablePropertyReference), same indexes
	emptyMaps       map[fkey]bool                  // fields that only ever hold empty maps the app made (statemaps.go)
	fieldStrings    map[fkey]FieldStrings          // literals stored into String fields (recordfields.go)
	dispatches      map[*dex.Method]uint64         // parameters a method dispatches on (bound.go)
	delegateTaints  map[fkey]regflow.Taint         // what setValue gave a property delegate field (propdelegates.go)
	formatHelpers   map[*dex.Method]formatHelperAt // format helpers read per call site (textputs.go)

	// AppPackage is the application id from the manifest, for names
	// given relative to it (ComponentName.createRelative(context,
	// ".X")); "" when not known. Set it before the first analysis.
	AppPackage string
	// ManifestReceivers maps each action of a <receiver>'s intent filters
	// in the manifest to the receiver classes (descriptors). Set it before
	// the first analysis.
	ManifestReceivers map[string][]string

	// WorkBudget is the dataflow work per method budget (registers ×
	// blocks); 0 means regflow.DefaultWorkBudget.
	WorkBudget int
	// SummaryTargets bounds the targets of one call whose summaries are
	// merged; 0 means MaxSummaryTargets (tests lower it).
	SummaryTargets int
	// ChainOperators bounds the operators followed along one Flow or Rx
	// chain (channels.go); 0 means MaxChainOperators (tests lower it).
	ChainOperators int
	// BoundAnalyses bounds the helper analyses with a call's constants
	// bound (bound.go); 0 means MaxBoundAnalyses, negative none.
	BoundAnalyses int
	// msgObj is the exception text the app puts into Messages' obj
	// (messageobj.go).
	msgObj struct {
		taint      regflow.Taint
		done, busy bool
	}
}

// Call is one invoke instruction of a method. Its possible targets are
// Program.Targets(c): resolved on demand and cached per callee, so a large
// app's hundreds of thousands of call sites stay small.
type Call struct {
	Ref     *dex.MethodRef
	Addr    uint32
	Ordinal uint16 // among calls to the same callee in the method (saturating)
	Op      byte
	// tag is callTag(Ref), in the byte the struct's alignment leaves
	// free: a search for the sites of one callee (sitesNamed) then reads
	// the call index in order and follows Ref only for one call in many —
	// following every Ref was a sixth of the CPU of a large app's audit.
	tag byte
}

// callTag is a one-byte digest of the callee a site names: of its name,
// or for a constructor, whose sites are searched per class, of its class.
// It takes the length and bytes at the ends, where the names of one app
// differ more often than not; an equal tag only means the names are
// compared.
func callTag(name, class string) byte {
	if name == "<init>" {
		return digest(class)
	}
	return digest(name)
}

func digest(s string) byte {
	if len(s) < 3 {
		return byte(len(s))
	}
	// A class descriptor ends in ';': the bytes before it and the middle.
	return byte(len(s)*37) ^ s[0]*11 ^ s[len(s)-1] ^ s[len(s)-2]*5 ^ s[len(s)/2]*3
}

// Targets returns the program methods a call may run; empty when it
// leaves the APK.
func (p *Program) Targets(c *Call) []*dex.Method { return p.Resolve(c.Op, c.Ref) }

// Caller is a call site that may reach a method.
type Caller struct {
	Method *dex.Method
	Call   *Call
}

// Limits that keep hostile or huge programs bounded.
const (
	maxHierarchyDepth = 64  // superclass chains (cycles are malformed)
	maxTargets        = 128 // virtual call targets kept per call site
)

// Load builds the program from parsed dex files in load order
// (classes.dex, classes2.dex, ...). A malformed class is an error.
func Load(files []*dex.File) (*Program, error) {
	nc := 0
	for _, f := range files {
		nc += f.NumClasses()
	}
	nc = min(nc, 1<<20) // sizes only; hostile counts must not allocate
	p := &Program{
		Files:          files,
		Classes:        make(map[string]*dex.Class, nc),
		Order:          make([]*dex.Class, 0, nc),
		subclasses:     make(map[string][]string, nc),
		callIdx:        make([][]uint32, len(files)),
		resolves:       map[resolveKey][]*dex.Method{},
		callers:        map[*dex.Method][]Caller{},
		byName:         map[string][]Site{},
		analyses:       map[*dex.Method]*Analysis{},
		statics:        map[fkey]regflow.Value{},
		staticsDone:    map[*dex.Class]bool{},
		delegated:      map[string][]string{},
		delegateTaints: map[fkey]regflow.Taint{},
		lookups:        map[mkey]*dex.Method{},
		summaries:      map[*dex.Method]*Summary{},
		cycles:         newComponents(),
		cutShort:       map[*dex.Method]bool{},
		wide:           map[string]int{},
		analyzing:      map[*dex.Method]bool{},
		failed:         map[*dex.Method]error{},
		fields:         map[fkey]*fieldFact{},
		scopeWriters:   map[scopeKey]map[fkey][]*dex.Method{},
		fieldTaint:     map[fkey]regflow.Taint{},
		callerFields:   map[fkey]bool{},
		fieldPackaged:  map[fkey]bool{},
		idEffects:      map[*dex.Method]uint8{},
		lazyInits:      map[fkey][]*dex.Method{},
		lazyGetters:    map[*dex.Method]int{},
		truncated:      map[*dex.MethodRef]bool{},
		subtypesCut:    map[string]bool{},
		placedFuncs:    map[placedKey][]*dex.Method{},
	}
	for _, f := range files {
		for i := 0; i < f.NumClasses(); i++ {
			c, err := f.Class(i)
			if err != nil {
				return nil, err
			}
			if p.Classes[c.Name] != nil {
				continue // the runtime loads the first definition
			}
			p.Classes[c.Name] = c
			p.Order = append(p.Order, c)
		}
	}
	for _, f := range files {
		f.SetFieldOwner(p.fieldOwner)
	}
	defined := 0
	for _, c := range p.Order {
		defined += len(c.Direct) + len(c.Virtual)
	}
	p.callSpans = make([]callSpan, 0, defined)
	for i, f := range files {
		p.callIdx[i] = make([]uint32, f.NumMethods())
	}
	for _, c := range p.Order {
		if c.Super != "" {
			p.subclasses[c.Super] = append(p.subclasses[c.Super], c.Name)
		}
		for _, i := range c.Interfaces {
			p.subclasses[i] = append(p.subclasses[i], c.Name)
		}
	}
	// Call sites live in fixed-size chunks, each method's calls contiguous
	// in one of them: no per-method allocation, and no arena regrown (and
	// copied) as it fills, which is what a single growing slice costs.
	// indexCalls appends to the last chunk in place (a method that does not
	// fit is moved to a new one), not through a scratch slice copied after.
	var chunk []Call
	// The callKind bits and call tag of each method id met, per dex file:
	// load-time scratch, dropped with Load's frame.
	kinds := make([][]uint16, len(files))
	kindsOf := func(f *dex.File) []uint16 {
		for i, pf := range files {
			if pf == f {
				if kinds[i] == nil {
					kinds[i] = make([]uint16, f.NumMethods())
				}
				return kinds[i]
			}
		}
		return nil
	}
	index := func(m *dex.Method) error {
		start, kind, err := p.indexCalls(m, &chunk, kindsOf(m.Class.File))
		if err != nil {
			var fe *regflow.Error
			if !errors.As(err, &fe) {
				return err
			}
			// One bad method: recorded, reported by the rules that meet
			// it, not fatal to the rest of the app.
			p.failed[m] = err
		}
		n := len(chunk) - start
		if n == 0 {
			return nil
		}
		if idx := p.callIndex(m); idx != nil && *idx == 0 {
			p.callSpans = append(p.callSpans, callSpan{chunk: uint32(len(p.calls) - 1), start: uint32(start),
				n: uint32(n), kind: kind})
			*idx = uint32(len(p.callSpans))
		}
		return nil
	}
	for _, c := range p.Order {
		for _, m := range c.Direct {
			if err := index(m); err != nil {
				return nil, err
			}
		}
		for _, m := range c.Virtual {
			if err := index(m); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

// fieldOwner resolves a field reference as the runtime does (JVMS 5.4.3.2:
// the class's own fields, then its superinterfaces', then its
// superclass's), within the program: the program class declaring it, or
// class itself when the class is not the program's or the field is
// declared outside it (a framework superclass's).
func (p *Program) fieldOwner(class, name, typ string) string {
	seen := map[string]bool{}
	var find func(c string, depth int) string
	find = func(c string, depth int) string {
		cl := p.Classes[c]
		if cl == nil || seen[c] || depth > maxHierarchyDepth {
			return ""
		}
		seen[c] = true
		for _, fs := range [2][]dex.Field{cl.InstanceFields, cl.StaticFields} {
			for _, f := range fs {
				if f.Ref != nil && f.Ref.Name == name && f.Ref.Type == typ {
					return c
				}
			}
		}
		for _, i := range cl.Interfaces {
			if d := find(i, depth+1); d != "" {
				return d
			}
		}
		if cl.Super != "" {
			return find(cl.Super, depth+1)
		}
		return ""
	}
	if d := find(class, 0); d != "" {
		return d
	}
	return class
}

// callChunk is the number of call sites per chunk of the call index.
const callChunk = 4096

// mkey names a method of a class: the class descriptor and name+proto.
type mkey struct{ class, nameProto string }

func key(class, nameProto string) mkey { return mkey{class, nameProto} }

// fkey names a field without building its string form.
type fkey struct{ class, name, typ string }

func fieldKey(f *dex.FieldRef) fkey { return fkey{f.Class, f.Name, f.Type} }

// resolveKey caches Resolve: virtual dispatch or not, and the callee.
type resolveKey struct {
	virtual bool
	ref     *dex.MethodRef
}

// staticConst returns the initial value of a static final primitive or
// String field of a program class: what javac and kotlinc inline, and what
// R8 leaves. Values are decoded per class on first use.
func (p *Program) staticConst(f *dex.FieldRef) (regflow.Value, bool) {
	k := fieldKey(f)
	if v, ok := p.statics[k]; ok {
		return v, !v.IsUndefined()
	}
	c := p.Classes[f.Class]
	if c == nil || p.staticsDone[c] {
		return regflow.Value{}, false
	}
	p.staticsDone[c] = true
	vals, err := c.StaticValues()
	if err != nil {
		return regflow.Value{}, false // malformed values: nothing is constant
	}
	// A final field the class's own initializer stores into (a Kotlin
	// companion or object val, a Java initializer D8 could not fold) holds
	// what was stored, not its encoded or zero default: such a field is
	// left to the stored facts (fieldRead).
	stored := clinitStores(c)
	for i, fd := range c.StaticFields {
		var v regflow.Value
		st, written := stored[fieldKey(fd.Ref)]
		switch {
		case fd.AccessFlags&dex.AccFinal == 0:
		case written:
			v = st // undefined unless a plain constant: then fieldRead
		case vals[i].IsIntegral():
			v = regflow.One(regflow.Alt{Kind: regflow.Const, Int: vals[i].Int})
		case vals[i].Kind == dex.ValString:
			v = regflow.One(regflow.Alt{Kind: regflow.Str, Str: vals[i].Str})
		}
		p.statics[fieldKey(fd.Ref)] = v
	}
	v := p.statics[k]
	return v, !v.IsUndefined()
}

// clinitStores returns the static fields of c that c's static initializer
// stores into, each with the constant stored when the initializer is
// straight-line code that stores a constant loaded just before (a Kotlin
// companion's or object's vals, read then without a dataflow analysis of
// the initializer); an undefined value otherwise. nil when it stores none.
func clinitStores(c *dex.Class) map[fkey]regflow.Value {
	var out map[fkey]regflow.Value
	for _, m := range c.Direct {
		if m.Ref.Name != "<clinit>" {
			continue
		}
		insns, err := m.Insns()
		if err != nil || insns == nil {
			continue
		}
		straight := true
		_ = dex.Walk(insns, func(in *dex.Insn) bool {
			if _, _, ok := in.Branch(); ok || in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
				straight = false
			}
			return straight
		})
		var prev dex.Insn
		_ = dex.Walk(insns, func(in *dex.Insn) bool {
			defer func() { prev = *in }()
			if in.Op < dex.OpSput || in.Op > dex.OpSputShort {
				return true
			}
			fr, err := c.File.Field(in.Index)
			if err != nil || fr.Class != c.Name {
				return true
			}
			if out == nil {
				out = map[fkey]regflow.Value{}
			}
			k := fieldKey(fr)
			old, seen := out[k]
			isConst := prev.Op >= dex.OpConst4 && prev.Op <= dex.OpConstHigh16 && prev.A == in.A
			if !straight || !isConst || seen && old.IsUndefined() {
				out[k] = regflow.Value{}
				return true
			}
			out[k] = regflow.Merge(old, regflow.One(regflow.Alt{Kind: regflow.Const, Int: prev.Lit}))
			return true
		})
	}
	return out
}

// indexCalls appends m's call sites to *chunk, the last of p.calls, and
// returns where in it they start (a chunk that fills is replaced by a new
// one, appended to p.calls, with the calls of m so far moved to it) and
// what they include (callKind bits). kinds holds the bits of the method ids of m's dex file
// already met (kindKnown set), and their callTag in the high byte, so that
// each callee is judged once, when the load first resolves it, while its
// MethodRef is still in the cache: judging every call site's callee again
// afterwards (kindOf) was a cache miss per call, 1.5-3% of a whole audit,
// and so was reading the callee's name for each site's tag.
func (p *Program) indexCalls(m *dex.Method, chunk *[]Call, kinds []uint16) (int, uint8, error) {
	arena := *chunk
	start := len(arena)
	insns, err := m.Insns()
	if err != nil || insns == nil {
		return start, 0, err
	}
	var kind uint8
	var seen map[*dex.MethodRef]uint16 // for methods with many calls
	writes, err := dex.ScanInvokesNoting(insns, func(addr uint32, op byte, index uint32) {
		if err != nil {
			return
		}
		ref, rerr := m.Class.File.Method(index)
		if rerr != nil {
			err = rerr
			return
		}
		var tag byte
		if index < uint32(len(kinds)) {
			k := kinds[index]
			if k == 0 {
				k = uint16(refKind(ref)|kindKnown) | uint16(callTag(ref.Name, ref.Class))<<8
				kinds[index] = k
			}
			kind |= uint8(k)
			tag = byte(k >> 8)
		} else {
			kind |= refKind(ref)
			tag = callTag(ref.Name, ref.Class)
		}
		var ord uint16
		if n := len(arena) - start; n >= 32 {
			if seen == nil {
				seen = map[*dex.MethodRef]uint16{}
				for _, c := range arena[start:] {
					if seen[c.Ref] < 0xffff {
						seen[c.Ref]++
					}
				}
			}
			ord = seen[ref]
			if ord < 0xffff {
				seen[ref]++
			}
		} else {
			for _, c := range arena[start:] {
				if c.Ref == ref && ord < 0xffff {
					ord++
				}
			}
		}
		if len(arena) == cap(arena) {
			// A full chunk (or none yet): m's calls so far move to a new
			// one, the size of a chunk or, for a method with more calls,
			// twice what it has.
			n := len(arena) - start
			next := make([]Call, n, max(callChunk, 2*n))
			copy(next, arena[start:])
			p.calls = append(p.calls, next[:cap(next)])
			arena, start = next, 0
		}
		arena = append(arena, Call{Addr: addr, Op: op, Ref: ref, Ordinal: ord, tag: tag})
	})
	*chunk = arena
	kind &^= kindKnown
	if !writes {
		m.NoteNoFieldWrites() // eachFieldWrite passes it over
	}
	if err != nil {
		if _, ok := err.(*dex.Error); ok {
			return start, kind, err
		}
		return start, kind, &regflow.Error{Kind: regflow.Rejected, Method: m.String(), Msg: err.Error()}
	}
	return start, kind, nil
}

// callSpan is where a method's calls lie in Program.calls, and what they
// include (callKind bits): the PendingIntent search reads those, noted while
// the load has the callees at hand, instead of visiting every call site's
// callee again, a cache miss each.
type callSpan struct {
	chunk, start, n uint32
	kind            uint8
}

// callKind bits: what a method's calls include.
const (
	callsPICreation  = 1 << iota // a PendingIntent factory (PendingIntentCreation)
	callsBundlePut               // a put(key, value) on a Bundle, JSON object or Intent (IsBundlePut), or a build from pairs (IsPairBuild)
	callsPIReturning             // a method returning a PendingIntent
)

// kindOf summarises a method's calls as callKind bits.
func kindOf(calls []Call) uint8 {
	var k uint8
	for i := range calls {
		k |= refKind(calls[i].Ref)
	}
	return k
}

// refKind is the callKind bits of a call to r.
func refKind(r *dex.MethodRef) uint8 {
	var k uint8
	if r.Return == ClassPendingIntent {
		k |= callsPIReturning
	}
	// Every factory takes two arguments or more and is named get...,
	// every put two, named put... or accumulate, every build from
	// pairs one: most calls are passed over before their class is
	// compared.
	if len(r.Params) == 1 && IsPairBuild(r) {
		k |= callsBundlePut
	}
	if len(r.Params) < 2 || r.Name == "" {
		return k
	}
	switch r.Name[0] {
	case 'g':
		if _, ok := PendingIntentCreation(r.Class, r.Name, r.Params); ok {
			k |= callsPICreation
		}
	case 'p', 'a':
		if _, ok := IsBundlePut(r.Class, r.Name, r.Params); ok {
			k |= callsBundlePut
		}
	}
	return k
}

// kindKnown marks an entry of the load's per-method-id kinds as computed.
const kindKnown = 1 << 7

// callKind returns the callKind bits of m's calls.
func (p *Program) callKind(m *dex.Method) uint8 {
	if idx := p.callIndex(m); idx != nil && *idx > 0 {
		return p.callSpans[*idx-1].kind
	}
	return 0
}

// Calls returns m's invoke instructions in address order.
func (p *Program) Calls(m *dex.Method) []Call {
	if idx := p.callIndex(m); idx != nil && *idx > 0 {
		sp := p.callSpans[*idx-1]
		return p.calls[sp.chunk][sp.start : sp.start+sp.n : sp.start+sp.n]
	}
	return nil
}

// callIndex is where m's entry in calls is kept; nil for a method of no
// file of the program.
func (p *Program) callIndex(m *dex.Method) *uint32 {
	f := m.Class.File
	for i, pf := range p.Files {
		if pf == f {
			if int(m.Index) < len(p.callIdx[i]) {
				return &p.callIdx[i][m.Index]
			}
			return nil
		}
	}
	return nil
}

// Callers returns the call sites that may reach m.
func (p *Program) Callers(m *dex.Method) []Caller {
	if cs, ok := p.callers[m]; ok {
		return cs
	}
	// A constructor is called by invoke-direct on its own class, never
	// through a subclass's reference, so its sites are gathered per class:
	// an app has thousands of <init> calls and a scan asks about few.
	class := ""
	if m.Ref.Name == "<init>" {
		class = m.Ref.Class
	}
	sites := p.sitesNamed(m.Ref.Name, class)
	var out []Caller
	for _, site := range sites {
		// The names are equal: compare the prototypes part by part
		// rather than render each site's "name(params)ret".
		if !sameProto(site.Call.Ref, m.Ref) {
			continue
		}
		for _, t := range p.Targets(site.Call) {
			if t == m {
				out = append(out, Caller(site))
				break
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Method != out[j].Method {
			return out[i].Method.String() < out[j].Method.String()
		}
		return out[i].Call.Addr < out[j].Call.Addr
	})
	p.callers[m] = out
	return out
}

// sitesNamed returns every call site of a callee named name, and, unless
// class is "", declared by class. One pass over every call site per name
// asked about, cached: a handful of names per scan, so no whole-program
// index is kept.
func (p *Program) sitesNamed(name, class string) []Site {
	key := name
	if class != "" {
		key = class + "->" + name // "->" appears in no method name
	}
	sites, ok := p.byName[key]
	if ok {
		return sites
	}
	// Constructor sites carry their class's digest: searched by name
	// alone, they are compared one by one.
	tag, tagged := callTag(name, class), name != "<init>" || class != ""
	if tagged {
		p.namedPasses++
	}
	if tagged && p.namedPasses >= 2 {
		sites = p.tagged(tag, name, class)
	} else {
		sites = p.passNamed(tag, tagged, name, class)
	}
	p.byName[key] = sites
	return sites
}

// passNamed is sitesNamed by one pass over every call site.
func (p *Program) passNamed(tag byte, tagged bool, name, class string) []Site {
	var sites []Site
	fi, file := 0, (*dex.File)(nil)
	for _, c := range p.Order {
		if c.File != file { // Order is by file: one look-up per file
			file, fi = c.File, p.fileIndex(c.File)
		}
		if fi == len(p.Files) {
			continue
		}
		for _, caller := range c.Methods() {
			calls := p.calleeCalls(fi, caller)
			for i := range calls {
				if (calls[i].tag == tag || !tagged) && calls[i].Ref.Name == name && (class == "" || calls[i].Ref.Class == class) {
					sites = append(sites, Site{Method: caller, Call: &calls[i]})
				}
			}
		}
	}
	return sites
}

// callTags is the tag of every call site in the order sitesNamed visits
// them (Order, each class's Methods, each method's calls), one byte each,
// and where each class's run of them ends: a name's sites are then found
// by a byte search, where a pass over the call sites reads 24 bytes and a
// method's span per site. Pointer-free, a byte per call site and 4 bytes
// per class; built on the second name asked, since a scan asks a handful.
type callTags struct {
	tags []byte
	ends []uint32 // per class of Order: the end of its run in tags
}

// calleeCalls returns the calls of caller, a method of the file whose
// place in Files is fi, as sitesNamed reads them.
func (p *Program) calleeCalls(fi int, caller *dex.Method) []Call {
	idx := p.callIdx[fi]
	if int(caller.Index) >= len(idx) || idx[caller.Index] == 0 {
		return nil
	}
	sp := p.callSpans[idx[caller.Index]-1]
	return p.calls[sp.chunk][sp.start : sp.start+sp.n]
}

// tagged is sitesNamed for a name whose sites carry tag, from the index
// of every call site's tag: the same sites in the same order as the pass
// over them.
func (p *Program) tagged(tag byte, name, class string) []Site {
	t := &p.tags
	if t.ends == nil {
		t.ends = make([]uint32, len(p.Order))
		n := 0
		for _, sp := range p.callSpans {
			n += int(sp.n)
		}
		t.tags = make([]byte, 0, n)
		fi, file := 0, (*dex.File)(nil)
		for k, c := range p.Order {
			if c.File != file {
				file, fi = c.File, p.fileIndex(c.File)
			}
			if fi < len(p.Files) {
				for _, caller := range c.Methods() {
					for i, calls := 0, p.calleeCalls(fi, caller); i < len(calls); i++ {
						t.tags = append(t.tags, calls[i].tag)
					}
				}
			}
			t.ends[k] = uint32(len(t.tags))
		}
	}
	var sites []Site
	// The class of Order, its file's place, the method of the class and
	// where that method's run starts: positions only grow, so each moves
	// forward only, whatever the number of hits.
	k, fi, mi, start := -1, 0, 0, 0
	var calls []Call
	for pos := 0; pos < len(t.tags); pos++ {
		j := bytes.IndexByte(t.tags[pos:], tag)
		if j < 0 {
			break
		}
		pos += j
		if k < 0 || t.ends[k] <= uint32(pos) {
			for k++; t.ends[k] <= uint32(pos); k++ {
			}
			start, mi = 0, 0
			if k > 0 {
				start = int(t.ends[k-1])
			}
			fi = p.fileIndex(p.Order[k].File)
			calls = p.calleeCalls(fi, p.Order[k].Methods()[0])
		}
		methods := p.Order[k].Methods()
		for pos >= start+len(calls) {
			start += len(calls)
			mi++
			calls = p.calleeCalls(fi, methods[mi])
		}
		if call := &calls[pos-start]; call.Ref.Name == name && (class == "" || call.Ref.Class == class) {
			sites = append(sites, Site{Method: methods[mi], Call: call})
		}
	}
	return sites
}

// sameProto reports whether two method references render the same
// prototype, (params)ret, as comparing their Proto() would, without
// building the strings when the parts or the lengths already decide.
func sameProto(a, b *dex.MethodRef) bool {
	if a.Return == b.Return && slices.Equal(a.Params, b.Params) {
		return true
	}
	if protoLen(a) != protoLen(b) {
		return false
	}
	return a.NameProto() == b.NameProto() // the names are equal here
}

func protoLen(r *dex.MethodRef) int {
	n := 2 + len(r.Return)
	for _, p := range r.Params {
		n += len(p)
	}
	return n
}

// Method returns the method a class declares, or nil.
func (p *Program) Method(class, nameProto string) *dex.Method {
	c := p.Classes[class]
	if c == nil {
		return nil
	}
	name := nameProto
	if i := strings.IndexByte(nameProto, '('); i >= 0 {
		name = nameProto[:i]
	}
	for _, ms := range [2][]*dex.Method{c.Direct, c.Virtual} {
		for _, m := range ms {
			if m.Ref.Name == name && m.Ref.NameProto() == nameProto {
				return m
			}
		}
	}
	return nil
}

// Lookup finds the method a call on class would run: declared by class or
// inherited from a superclass in the program. nil when it is not in the APK.
func (p *Program) Lookup(class, nameProto string) *dex.Method {
	k := key(class, nameProto)
	if m, ok := p.lookups[k]; ok {
		return m
	}
	var found *dex.Method
	start := class
	for depth := 0; depth < maxHierarchyDepth && class != ""; depth++ {
		if m := p.Method(class, nameProto); m != nil {
			found = m
			break
		}
		c := p.Classes[class]
		if c == nil {
			break
		}
		class = c.Super
	}
	if found == nil {
		found = p.defaultMethod(start, nameProto)
	}
	p.lookups[k] = found
	return found
}

// defaultMethod finds the interface default method a class inherits
// when neither it nor a superclass in the program declares nameProto:
// the first non-abstract instance method of that name among the
// interfaces of the class and its superclasses (and their
// superinterfaces), nearest first. D8 keeps default methods in the
// interface from API 24 on (below it, a $-CC companion the call is
// rewritten to), and javac calls an inherited default through the
// class (invoke-virtual Foo.bar() where only the interface has bar).
func (p *Program) defaultMethod(class, nameProto string) *dex.Method {
	var queue []string
	seen := map[string]bool{}
	for depth := 0; depth < maxHierarchyDepth && class != ""; depth++ {
		c := p.Classes[class]
		if c == nil {
			break
		}
		queue = append(queue, c.Interfaces...)
		class = c.Super
	}
	for len(queue) > 0 && len(seen) < 4*maxTargets {
		i := queue[0]
		queue = queue[1:]
		if seen[i] {
			continue
		}
		seen[i] = true
		c := p.Classes[i]
		if c == nil || c.AccessFlags&dex.AccInterface == 0 {
			continue
		}
		if m := p.Method(i, nameProto); m != nil && !m.Static() && m.AccessFlags&dex.AccAbstract == 0 {
			return m
		}
		queue = append(queue, c.Interfaces...)
	}
	return nil
}

// Supers returns class's superclass chain within the program and the first
// superclass outside it ("" at java.lang.Object).
func (p *Program) Supers(class string) (chain []*dex.Class, external string) {
	seen := map[string]bool{}
	for depth := 0; depth < maxHierarchyDepth; depth++ {
		c := p.Classes[class]
		if c == nil || seen[class] {
			return chain, class
		}
		seen[class] = true
		chain = append(chain, c)
		if c.Super == "" {
			return chain, ""
		}
		class = c.Super
	}
	return chain, ""
}

// IsSubclass reports whether class is sub or extends or implements super,
// following the program and the framework types it names.
func (p *Program) IsSubclass(class, super string) bool {
	seen := map[string]bool{}
	var walk func(string, int) bool
	walk = func(c string, depth int) bool {
		if c == super {
			return true
		}
		if depth > maxHierarchyDepth || seen[c] {
			return false
		}
		seen[c] = true
		cl := p.Classes[c]
		if cl == nil {
			return false
		}
		if cl.Super != "" && walk(cl.Super, depth+1) {
			return true
		}
		for _, i := range cl.Interfaces {
			if walk(i, depth+1) {
				return true
			}
		}
		return false
	}
	return walk(class, 0)
}

// Subtypes returns every class in the program below class (subclasses and
// implementers, transitively), bounded: a cut list is recorded and turns
// into a LimitTargets for the calls it affects. The slice is shared:
// callers must not modify it.
func (p *Program) Subtypes(class string) []string { return p.subtypes(class) }

func (p *Program) subtypes(class string) []string {
	// The hierarchy is fixed once loaded: each class's list is walked once
	// (calls on a widely implemented type ask for it again and again).
	if out, ok := p.subtypeCache[class]; ok {
		return out
	}
	out := p.walkSubtypes(class)
	if p.subtypeCache == nil {
		p.subtypeCache = map[string][]string{}
	}
	p.subtypeCache[class] = out
	return out
}

func (p *Program) walkSubtypes(class string) []string {
	var out []string
	seen := map[string]bool{class: true}
	queue := []string{class}
	for len(queue) > 0 {
		if len(out) >= 4*maxTargets {
			p.subtypesCut[class] = true
			break
		}
		c := queue[0]
		queue = queue[1:]
		for _, s := range p.subclasses[c] {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
				queue = append(queue, s)
			}
		}
	}
	return out
}

// Resolve returns the program methods an invoke may run.
func (p *Program) Resolve(op byte, ref *dex.MethodRef) []*dex.Method {
	virtual := VirtualOp(op)
	k := resolveKey{virtual, ref}
	if out, ok := p.resolves[k]; ok {
		return out
	}
	out := p.resolve(virtual, ref)
	p.resolves[k] = out
	return out
}

func (p *Program) resolve(virtual bool, ref *dex.MethodRef) []*dex.Method {
	np := ref.NameProto()
	if !virtual { // static, direct, super: the one method the chain gives
		if m := p.Lookup(ref.Class, np); m != nil {
			return []*dex.Method{m}
		}
		return nil
	}
	if strings.HasPrefix(ref.Name, "<") {
		return nil
	}
	var out []*dex.Method
	add := func(m *dex.Method) {
		if m == nil || m.Static() {
			return
		}
		if len(out) >= maxTargets {
			p.truncated[ref] = true
			return
		}
		for _, x := range out {
			if x == m {
				return
			}
		}
		out = append(out, m)
	}
	add(p.Lookup(ref.Class, np))
	if p.subtypes(ref.Class); p.subtypesCut[ref.Class] {
		p.truncated[ref] = true
	}
	for _, s := range p.Subtypes(ref.Class) {
		c := p.Classes[s]
		if c == nil || c.AccessFlags&(dex.AccInterface|dex.AccAbstract) != 0 && p.Method(s, np) == nil {
			continue
		}
		add(p.Lookup(s, np))
	}
	return out
}
