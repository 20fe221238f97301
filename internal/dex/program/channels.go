package program

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// receiveChannelClasses are the kotlinx.coroutines channel types code
// receives through (kotlinc names the static type of the value: the field's
// Channel, or a ReceiveChannel a producer returned).
var receiveChannelClasses = map[string]bool{
	"Lkotlinx/coroutines/channels/Channel;":        true,
	"Lkotlinx/coroutines/channels/ReceiveChannel;": true,
}

// isChannelReceive reports a call taking elements out of a Channel:
// iterator() (kotlinc's `for (x in ch)` and the inlined consumeEach loop,
// then hasNext/next in the coroutine's state machine), receive() and its
// variants (mangled names of the Result-returning ones included).
func isChannelReceive(ref *dex.MethodRef) bool {
	if blockingQueue(ref.Class) {
		return queueTake(ref)
	}
	if !receiveChannelClasses[ref.Class] {
		return false
	}
	name, _, _ := strings.Cut(ref.Name, "-") // receiveCatching-JP2dKIU
	switch name {
	case "iterator", "receive", "receiveCatching", "tryReceive", "receiveOrNull", "poll":
		return true
	}
	return false
}

// blockingQueue reports java.util.concurrent's blocking queues: the
// classic producer/consumer hand-over between threads (a plain Queue or
// ArrayDeque is not one).
func blockingQueue(class string) bool {
	switch strings.TrimPrefix(class, "Ljava/util/concurrent/") {
	case "BlockingQueue;", "BlockingDeque;", "TransferQueue;", "LinkedBlockingQueue;", "LinkedBlockingDeque;", "ArrayBlockingQueue;",
		"PriorityBlockingQueue;", "LinkedTransferQueue;", "SynchronousQueue;", "DelayQueue;":
		return strings.HasPrefix(class, "Ljava/util/concurrent/")
	}
	return false
}

// queueTake reports a blocking queue's take or timed poll: what a
// consumer thread waits for an element with. A plain poll() is not one: it
// is how code drains a queue in place, on the thread that filled it.
func queueTake(ref *dex.MethodRef) bool {
	if ref.Return != "Ljava/lang/Object;" {
		return false
	}
	switch ref.Name {
	case "take", "takeFirst", "takeLast":
		return true
	case "poll", "pollFirst", "pollLast":
		return len(ref.Params) == 2 // poll(timeout, unit)
	}
	return false
}

// channelReceivers adds the methods that receive what a send puts into
// the Channel ch, a value in the sending method: the code receiving from
// a Channel read from the same field (the usual shape: a provider's or a
// worker's `private val ops = Channel<Op>()`, a coroutine looping over
// it). A Channel not read from a field, or a field nothing in the app
// receives from (a Flow made of it, a library's consumer), leaves the body
// unresolved, and rules say so.
//
// A receiver whose `when` over what it received the class of elem, the
// element sent, decides runs only that case (receivedLive): its calls go
// to cases, not the whole method to methods.
//
// A java.util.concurrent BlockingQueue is the same hand-over (queue is set):
// put/offer/add, and a worker's take/poll on the same field.
func (r *bodyResolver) channelReceivers(m *dex.Method, ch, elem regflow.Value, queue bool) {
	what, takes := "kotlinx.coroutines Channel", "iterator() or receive() (a receiver outside the APK, or one given the Channel other than through its constructor, is not followed)"
	if queue {
		what, takes = "BlockingQueue", "take() or poll() (a consumer outside the APK, or one given the queue other than through its constructor, is not followed)"
	}
	// A queue of strings or boxed values is most often a buffer drained in
	// place (poll() on the thread that filled it): not taken by a worker,
	// it is no hand-over worth a note.
	appObjects := slices.ContainsFunc(elem.Alts, func(a regflow.Alt) bool { return a.Kind == regflow.New && r.p.Classes[a.Str] != nil })
	fields := r.p.channelFields(m, ch)
	if len(fields) == 0 {
		if queue && !appObjects {
			return
		}
		r.unknown("it sends the value into a " + what + " not held in a field of the app, and the code receiving from it is not followed")
		return
	}
	index := r.p.channelReceiverIndex()
	sent, sentKey := receivedAlts(elem)
	found := false
	for _, f := range fields {
		if why := r.p.channelCut[f]; why != "" {
			r.unknown(why)
		}
		for _, rm := range slices.Concat(index[f], r.p.actorReceivers(f)) { // not append: index[f] is the program's
			found = true
			key := "channel:" + rm.Ref.String()
			if r.seen[key] {
				continue
			}
			r.seen[key] = true
			live, narrowed := r.p.receivedLive(rm, sent, sentKey)
			if live == nil {
				r.methods = append(r.methods, rm)
				continue
			}
			calls := r.p.Calls(rm)
			for i := range calls {
				if !live[calls[i].Addr] {
					continue
				}
				if ts, ok := narrowed[calls[i].Addr]; ok {
					// A call on what was received (`queue.take().run()`,
					// `job.execute()`): the methods of the classes sent,
					// not every implementation in the app.
					for _, t := range ts {
						if !slices.Contains(r.methods, t) {
							r.methods = append(r.methods, t)
						}
					}
					continue
				}
				r.cases = append(r.cases, Site{Method: rm, Call: &calls[i]})
			}
		}
	}
	if !found && !(queue && !appObjects) {
		r.unknown("it sends the value into the " + what + " " + javaFieldName(fieldRefOf(fields[0])) +
			", and no code of the app receives from that field with " + takes)
	}
}

// fieldRefOf rebuilds a field reference from its key, for messages.
func fieldRefOf(k fkey) *dex.FieldRef {
	return &dex.FieldRef{Class: k.class, Name: k.name, Type: k.typ}
}

// channelFields returns the fields the Channel value v, in method m, is
// read from: a field read, or a call of a program accessor returning one
// (kotlinc's access$getOps$p from a coroutine's class). Any other
// alternative leaves the Channel unplaced (nil).
func (p *Program) channelFields(m *dex.Method, v regflow.Value) []fkey {
	if v.Top || len(v.Alts) == 0 {
		return nil
	}
	var out []fkey
	var byAddr map[uint32]*Call
	for _, a := range v.Alts {
		var f *dex.FieldRef
		switch a.Kind {
		case regflow.Field:
			f = a.Field
		case regflow.Call:
			if byAddr == nil {
				byAddr = CallsByAddr(p.Calls(m))
			}
			if c := byAddr[a.Site]; c != nil && a.Via == nil {
				if ts := p.Targets(c); len(ts) == 1 {
					f = accessorField(ts[0])
					if f == nil {
						f = p.trivialGetter(ts[0])
					}
				}
			}
		}
		if f == nil {
			return nil
		}
		if k := fieldKey(f); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// accessorField returns the field an accessor returns: javac's and
// kotlinc's synthetic access$getX$p(owner) (iget, return) or a getter of a
// static field (sget, return); nil for anything else.
func accessorField(m *dex.Method) *dex.FieldRef {
	if m == nil {
		return nil
	}
	code, err := m.Code()
	if err != nil || code == nil || code.Ins > 1 {
		return nil
	}
	var insns []dex.Insn
	if dex.Walk(code.Insns, func(in *dex.Insn) bool {
		insns = append(insns, *in)
		return len(insns) <= 2
	}) != nil || len(insns) != 2 {
		return nil
	}
	get, ret := insns[0], insns[1]
	if ret.Op < dex.OpReturn || ret.Op > dex.OpReturnObject || ret.A != get.A {
		return nil
	}
	switch {
	case get.Op >= dex.OpIget && get.Op <= dex.OpIgetShort && code.Ins == 1 && uint32(get.B) == uint32(code.Registers-1) && m.Static():
	case get.Op >= dex.OpSget && get.Op <= dex.OpSgetShort:
		// a static field's getter, static or not (RxBus.get().toObservable())
	default:
		return nil
	}
	fr, err := m.Class.File.Field(get.Index)
	if err != nil {
		return nil
	}
	return fr
}

// channelReceiverIndex maps each Channel field to the methods receiving
// from it, read once per program: the call sites of the receive methods
// are few.
func (p *Program) channelReceiverIndex() map[fkey][]*dex.Method {
	if p.channelReceiversRead {
		return p.channelReceivers
	}
	p.channelReceiversRead = true
	p.channelReceivers = map[fkey][]*dex.Method{}
	sites := map[*dex.Method]map[uint32]Caller{}
	var order []*dex.Method
	for _, name := range []string{"iterator", "receive", "receiveCatching-JP2dKIU", "tryReceive-PtdJZtk", "receiveOrNull", "poll",
		"take", "takeFirst", "takeLast", "pollFirst", "pollLast"} {
		for _, s := range p.sitesNamed(name, "") {
			if !isChannelReceive(s.Call.Ref) || IsPlatform(s.Method.Class.Name) {
				continue
			}
			if sites[s.Method] == nil {
				sites[s.Method] = map[uint32]Caller{}
				order = append(order, s.Method)
			}
			sites[s.Method][s.Call.Addr] = Caller(s)
		}
	}
	for _, m := range order {
		for _, args := range p.argsAtSites(m, sites[m]) {
			for _, f := range p.channelFields(m, arg(args, 0)) {
				if !slices.Contains(p.channelReceivers[f], m) {
					p.channelReceivers[f] = append(p.channelReceivers[f], m)
				}
			}
		}
	}
	p.flowReceivers()
	p.handedChannels()
	return p.channelReceivers
}

// handedChannels adds, for a worker given the Channel or queue through its
// constructor (`new Worker(queue).start()`; Kotlin's `class
// Worker(private val ops: Channel<Op>)`), the receivers reading the
// worker's own final field to the fields its constructions pass: a send
// into the provider's field runs them.
func (p *Program) handedChannels() {
	keys := make([]fkey, 0, len(p.channelReceivers))
	for k := range p.channelReceivers {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b fkey) int {
		return cmp.Or(cmp.Compare(a.class, b.class), cmp.Compare(a.name, b.name), cmp.Compare(a.typ, b.typ))
	})
	added := map[fkey][]*dex.Method{}
	for _, f2 := range keys {
		cls := p.Classes[f2.class]
		if cls == nil {
			continue
		}
		for _, ctor := range cls.Direct {
			if ctor.Ref.Name != "<init>" {
				continue
			}
			k, ok := p.ctorStores(ctor)[f2]
			if !ok {
				continue
			}
			for _, f1 := range p.handedFields(ctor, k, 0) {
				if f1 != f2 {
					added[f1] = appendMethods(added[f1], p.channelReceivers[f2])
				}
			}
		}
	}
	for f1, rms := range added {
		p.channelReceivers[f1] = appendMethods(p.channelReceivers[f1], rms)
	}
}

// handedFields returns the fields whose Channel or queue the callers of
// constructor ctor pass as its argument k: read from a field, or made and
// stored into one in the same method (R8 passes the register it stored,
// with no field read); a subclass's constructor passing its own parameter
// on (super(queue)) is followed to its callers, a few levels.
func (p *Program) handedFields(ctor *dex.Method, k, depth int) []fkey {
	var out []fkey
	for _, c := range p.Callers(ctor) {
		args, ok := p.argsAt(c.Method, c.Call.Addr)
		if !ok {
			continue
		}
		v := arg(args, k)
		fields := p.channelFields(c.Method, v)
		if len(fields) == 0 {
			if x, ok := v.Single(); ok && x.Kind == regflow.Param && x.Int > 0 && c.Method.Ref.Name == "<init>" && depth < 4 {
				fields = p.handedFields(c.Method, int(x.Int), depth+1)
			} else if ok && x.Kind == regflow.New && x.Via == nil {
				fields = p.storedInto(c.Method, x.Site)
			}
		}
		for _, f := range fields {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// storedInto returns the fields m stores the object allocated at site
// into.
func (p *Program) storedInto(m *dex.Method, site uint32) []fkey {
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	var out []fkey
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !(in.Op >= dex.OpIput && in.Op <= dex.OpIputShort || in.Op >= dex.OpSput && in.Op <= dex.OpSputShort) {
			return
		}
		if !st.Reg(uint32(in.A)).Has(func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == nil && x.Site == site }) {
			return
		}
		if fr, err := m.Class.File.Field(in.Index); err == nil && !slices.Contains(out, fieldKey(fr)) {
			out = append(out, fieldKey(fr))
		}
	})
	return out
}

// flowFromChannel reports kotlinx.coroutines' receiveAsFlow/consumeAsFlow
// (FlowKt, or the file facade it merges): a Flow emitting what the
// Channel receives.
func flowFromChannel(ref *dex.MethodRef) bool {
	return strings.HasPrefix(ref.Class, "Lkotlinx/coroutines/flow/FlowKt") && (ref.Name == "receiveAsFlow" || ref.Name == "consumeAsFlow") &&
		len(ref.Params) == 1
}

// MaxChainOperators bounds the operators followed along one chain: forward
// from a Channel's receiveAsFlow to the functions given its elements, and
// back from an Rx subscribe to its subject. Real chains have a handful; a
// chain past the bound is a note where its sender is, not a silent miss.
const MaxChainOperators = 24

func (p *Program) chainOperators() int {
	if p.ChainOperators > 0 {
		return p.ChainOperators
	}
	return MaxChainOperators
}

// flowReceivers adds to the index the functions a Flow made of a Channel
// field runs on its elements, in the method that makes it:
// `ch.receiveAsFlow().onEach { … }.launchIn(scope)`, `.map { … }.collect
// { … }` — each operator's or collect's function, followed forward from
// the flow through the operators applied to it there.
func (p *Program) flowReceivers() {
	for _, name := range []string{"receiveAsFlow", "consumeAsFlow"} {
		for _, s := range p.sitesNamed(name, "") {
			if !flowFromChannel(s.Call.Ref) || IsPlatform(s.Method.Class.Name) {
				continue
			}
			args, ok := p.argsAt(s.Method, s.Call.Addr)
			if !ok {
				continue
			}
			fields := p.channelFields(s.Method, arg(args, 0))
			if len(fields) == 0 {
				continue
			}
			bms, cut := p.flowFunctions(s.Method, s.Call.Addr)
			for _, f := range fields {
				if cut && p.channelCut[f] == "" {
					if p.channelCut == nil {
						p.channelCut = map[fkey]string{}
					}
					p.channelCut[f] = "the Flow " + javaRefName(s.Method.Ref) + " makes of the Channel " + javaFieldName(fieldRefOf(f)) +
						" applies more than " + strconv.Itoa(p.chainOperators()) + " operators, and the functions past them are not followed"
				}
			}
			for _, bm := range bms {
				for _, f := range fields {
					if !slices.Contains(p.channelReceivers[f], bm) {
						p.channelReceivers[f] = append(p.channelReceivers[f], bm)
					}
				}
			}
		}
	}
}

// flowFunctions returns the body methods of the functions m gives the Flow
// made at site and the flows its operators make from it: every function
// argument of a call whose receiver or first argument is that flow. cut
// is set when operators past the chain bound are left.
func (p *Program) flowFunctions(m *dex.Method, site uint32) (out []*dex.Method, cut bool) {
	frontier := []uint32{site}
	seen := map[uint32]bool{site: true}
	for step := 0; len(frontier) > 0; step++ {
		if step == p.chainOperators() {
			return out, true
		}
		var next []uint32
		p.ReplayCalls(m, func(c *Call, in *dex.Insn, st *regflow.State) {
			args := CallArgs(st, in, c.Ref)
			if len(args) == 0 || !args[0].Has(func(a regflow.Alt) bool {
				return a.Kind == regflow.Call && a.Via == nil && slices.Contains(frontier, a.Site)
			}) {
				return
			}
			static := in.IsStaticInvoke()
			for k := 1; k < len(args); k++ {
				t := ArgType(c.Ref, static, k)
				if !strings.HasPrefix(t, "Lkotlin/jvm/functions/Function") && t != "Lkotlinx/coroutines/flow/FlowCollector;" {
					continue
				}
				r := &bodyResolver{p: p, seen: map[string]bool{}}
				r.resolve(m, args[k], false, 0)
				for _, cl := range r.classes {
					bms := p.BodyMethods(cl)
					if i := slices.IndexFunc(bms, func(bm *dex.Method) bool { return bm.Ref.Name == "invokeSuspend" }); i >= 0 {
						// A suspend lambda: its invoke bridges only create it
						// and run invokeSuspend, which reads the element.
						bms = bms[i : i+1]
					}
					out = appendMethods(out, bms)
					if t == "Lkotlinx/coroutines/flow/FlowCollector;" {
						if em := p.Lookup(cl.Name, "emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;"); em != nil && !slices.Contains(out, em) {
							out = append(out, em)
						}
					}
				}
				out = appendMethods(out, r.methods)
			}
			if strings.HasPrefix(c.Ref.Return, "Lkotlinx/coroutines/flow/") && !seen[in.Addr] {
				seen[in.Addr] = true
				next = append(next, in.Addr) // an operator's flow: its own functions get the elements too
			}
		})
		frontier = next
	}
	return out, false
}

// ArgType is the type of argument k of a call (the receiver's class for
// argument 0 of an instance call; "" past the parameters).
func ArgType(ref *dex.MethodRef, static bool, k int) string {
	if !static {
		if k == 0 {
			return ref.Class
		}
		k--
	}
	if k < len(ref.Params) {
		return ref.Params[k]
	}
	return ""
}

// receivedAlts returns what a receiver gets when the element sent is
// elem, for receivedLive: objects of program classes it made, or read
// from static fields (a Kotlin object's INSTANCE); nil when elem holds
// anything else. key names the classes, for the analysis's memo.
func receivedAlts(elem regflow.Value) (alts []regflow.Alt, key string) {
	if elem.Top || len(elem.Alts) == 0 {
		return nil, ""
	}
	var names []string
	for _, a := range elem.Alts {
		switch {
		case a.Kind == regflow.New:
			alts = append(alts, regflow.Alt{Kind: regflow.New, Str: a.Str, Int: receivedMark})
			names = append(names, a.Str)
		case a.Kind == regflow.Field && a.Field != nil:
			alts = append(alts, regflow.Alt{Kind: regflow.Field, Field: a.Field})
			names = append(names, a.Field.Class+"."+a.Field.Name)
		default:
			return nil, ""
		}
	}
	slices.Sort(names)
	return alts, strings.Join(names, ",")
}

// receivedLive returns the addresses of the instructions of rm, a method
// receiving from a Channel or a queue, that can run when what it takes out
// is one of sent: the analysis of rm with ChannelIterator.next() (or a
// queue's take/poll) giving those objects — or, for a function a Flow made
// of the Channel runs on each element (an onEach or collect lambda), with
// its element parameter (a suspend lambda's L$0, a function's argument)
// being them —, where instance-of answers from the class hierarchy decide
// the receiver's `when (op) { is Delete -> … }`. narrowed holds, for the
// calls on what was received whose targets the sent classes decide
// (`queue.take().run()`), those targets. live is nil when that cannot be
// told: sent is unknown, rm receives in a suspending receive() (the
// element then comes back in the continuation's result), or the analysis
// stops at a bound; the whole method then runs.
func (p *Program) receivedLive(rm *dex.Method, sent []regflow.Alt, key string) (live map[uint32]bool, narrowed map[uint32][]*dex.Method) {
	if len(sent) == 0 {
		return nil, nil
	}
	nexts := false
	for _, c := range p.Calls(rm) {
		if c.Ref.Class == classChannelIterator && c.Ref.Name == "next" || blockingQueue(c.Ref.Class) && queueTake(c.Ref) {
			nexts = true
		} else if isChannelReceive(c.Ref) && c.Ref.Name != "iterator" {
			return nil, nil
		}
	}
	params := len(rm.Ref.Params)
	if !rm.Static() {
		params++
	}
	bound := make([]regflow.Value, params)
	var elemField *dex.FieldRef
	switch {
	case nexts:
	case rm.Ref.Name == "invokeSuspend" && !rm.Static():
		// a suspend lambda keeps its parameter in L$0 (create stores it)
		for i := range rm.Class.InstanceFields {
			if f := rm.Class.InstanceFields[i].Ref; f.Name == "L$0" {
				elemField = f
			}
		}
		if elemField == nil {
			return nil, nil
		}
	case (rm.Ref.Name == "invoke" || rm.Ref.Name == "emit" || rm.Ref.Name == "accept") && !rm.Static() && len(rm.Ref.Params) > 0:
		alts := make([]regflow.Alt, len(sent))
		copy(alts, sent)
		bound[1] = regflow.Value{Alts: alts}
	default:
		return nil, nil
	}
	r := p.runBoundEnv(rm, boundKey{rm, "received:" + key}, bound, false, func(base *model) regflow.Env {
		return &receivedModel{chainModel: chainModel{model: base, field: func(obj regflow.Alt, f *dex.FieldRef) (regflow.Value, bool) {
			if elemField != nil && obj.Kind == regflow.Param && obj.Int == 0 && f.Class == elemField.Class && f.Name == elemField.Name {
				alts := make([]regflow.Alt, len(sent))
				copy(alts, sent)
				return regflow.Value{Alts: alts}, true
			}
			return regflow.Value{}, false
		}}, sent: sent}
	})
	if r == nil {
		return nil, nil
	}
	byAddr := CallsByAddr(p.Calls(rm))
	live = map[uint32]bool{}
	narrowed = map[uint32][]*dex.Method{}
	r.a.Replay(func(in *dex.Insn, st *regflow.State) {
		live[in.Addr] = true
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() || in.IsStaticInvoke() || isStatic(c.Op) {
			return
		}
		args := CallArgs(st, in, c.Ref)
		if len(args) == 0 || !args[0].Has(received) {
			return
		}
		if ts := p.TargetsAt(rm, c, in, st); len(ts) > 0 {
			narrowed[in.Addr] = appendMethods(narrowed[in.Addr], ts)
		}
	})
	return live, narrowed
}

// received reports an object of the element sent, as the received-element
// model gives it (receivedAlts marks them).
func received(a regflow.Alt) bool {
	return a.Kind == regflow.New && a.Via == nil && a.Int == receivedMark
}

// receivedMark tags the objects receivedAlts gives, so that the calls on
// what was received can be told from the receiver's own objects.
const receivedMark = -7

func appendMethods(out, ms []*dex.Method) []*dex.Method {
	for _, m := range ms {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

const classChannelIterator = "Lkotlinx/coroutines/channels/ChannelIterator;"

// receivedModel is the model of a receiving coroutine or worker for one
// element sent: ChannelIterator.next() and a queue's take/poll give it (and
// a Flow function's element field, through chainModel's field).
type receivedModel struct {
	chainModel
	sent []regflow.Alt
}

// Invoke gives next() the element sent; any other call as the model does.
func (e *receivedModel) Invoke(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) regflow.Value {
	if ref.Class == classChannelIterator && ref.Name == "next" && len(ref.Params) == 0 || blockingQueue(ref.Class) && queueTake(ref) {
		alts := make([]regflow.Alt, len(e.sent))
		for i, a := range e.sent {
			a.Site = in.Addr // made, as far as this method knows, here
			alts[i] = a
		}
		return regflow.Value{Alts: alts}
	}
	return e.model.Invoke(st, in, ref, args)
}

// actorReceivers returns the body of the coroutine an actor {} stored into
// field f runs: kotlinx.coroutines' actor(…, block) returns the SendChannel
// its block receives from (through ActorScope.channel, no field of the
// app), so a send into the field runs the block's invokeSuspend.
func (p *Program) actorReceivers(f fkey) []*dex.Method {
	var out []*dex.Method
	p.StoresOf(fieldRefOf(f), func(w *dex.Method, _ *dex.Insn, _ *regflow.State, v regflow.Value) {
		for _, a := range v.Alts {
			if a.Kind != regflow.Call || a.Via != nil || a.Ref == nil || a.Ref.Class != "Lkotlinx/coroutines/channels/ActorKt;" ||
				!strings.HasPrefix(a.Ref.Name, "actor") {
				continue
			}
			args, ok := p.argsAt(w, a.Site)
			if !ok {
				continue
			}
			for i, t := range a.Ref.Params {
				if t != "Lkotlin/jvm/functions/Function2;" {
					continue
				}
				for _, b := range arg(args, i).Alts { // static: argument i is parameter i
					c := p.Classes[b.Str]
					if b.Kind != regflow.New || c == nil {
						continue
					}
					for _, bm := range p.BodyMethods(c) {
						if bm.Ref.Name == "invokeSuspend" && !slices.Contains(out, bm) {
							out = append(out, bm)
						}
					}
				}
			}
		}
	})
	return out
}

const (
	classLiveData        = "Landroidx/lifecycle/LiveData;"
	classMutableLiveData = "Landroidx/lifecycle/MutableLiveData;"
)

// observerSite is a registration of an Observer on a LiveData: the call
// at Addr in Method, whose argument Arg is the Observer.
type observerSite struct {
	Method *dex.Method
	Addr   uint32
	Arg    int
}

// liveDataObservers adds the Observers a postValue on the LiveData ld, a
// value in m, runs: those registered (observeForever, observe) on a
// LiveData read from the same field. A LiveData not read from a field, or
// one nothing in the app observes, leaves the body unresolved.
func (r *bodyResolver) liveDataObservers(m *dex.Method, ld regflow.Value) {
	fields := r.p.channelFields(m, ld)
	if len(fields) == 0 {
		r.unknown("it posts the value to a LiveData not held in a field of the app, and the Observers it runs are not followed")
		return
	}
	found := false
	for _, f := range fields {
		for _, o := range r.p.observerIndex()[f] {
			found = true
			key := "observer:" + o.Method.Ref.String() + "@" + strconv.Itoa(int(o.Addr))
			if r.seen[key] {
				continue
			}
			r.seen[key] = true
			args, ok := r.p.argsAt(o.Method, o.Addr)
			if !ok {
				r.unknown("an Observer registered in " + javaRefName(o.Method.Ref) + " could not be read")
				continue
			}
			r.resolve(o.Method, arg(args, o.Arg), false, 0)
		}
	}
	if !found {
		r.unknown("it posts the value to the LiveData " + javaFieldName(fieldRefOf(fields[0])) +
			", and no code of the app registers an Observer on that field (observers outside the APK, or a LiveData transformed first, are not followed)")
	}
}

// observerIndex maps each LiveData field to the Observer registrations on
// a LiveData read from it, read once per program.
func (p *Program) observerIndex() map[fkey][]observerSite {
	if p.observersRead {
		return p.observers
	}
	p.observersRead = true
	p.observers = map[fkey][]observerSite{}
	sites := map[*dex.Method]map[uint32]Caller{}
	argOf := map[*Call]int{}
	var order []*dex.Method
	for _, name := range []string{"observeForever", "observe"} {
		for _, s := range p.sitesNamed(name, "") {
			ref := s.Call.Ref
			if ref.Class != classLiveData && ref.Class != classMutableLiveData || IsPlatform(s.Method.Class.Name) {
				continue
			}
			k := len(ref.Params) // the Observer is the last parameter: argument k (the receiver is 0)
			if k == 0 || ref.Params[k-1] != "Landroidx/lifecycle/Observer;" {
				continue
			}
			if sites[s.Method] == nil {
				sites[s.Method] = map[uint32]Caller{}
				order = append(order, s.Method)
			}
			sites[s.Method][s.Call.Addr] = Caller(s)
			argOf[s.Call] = k
		}
	}
	for _, m := range order {
		args := p.argsAtSites(m, sites[m])
		addrs := make([]uint32, 0, len(sites[m]))
		for a := range sites[m] {
			addrs = append(addrs, a)
		}
		slices.Sort(addrs)
		for _, addr := range addrs {
			c := sites[m][addr]
			for _, f := range p.channelFields(m, arg(args[addr], 0)) {
				p.observers[f] = append(p.observers[f], observerSite{Method: m, Addr: addr, Arg: argOf[c.Call]})
			}
		}
	}
	return p.observers
}

// subjectSub is a subscription to a chain made from an Rx subject field:
// the subscribe call at Addr in Method (its Consumer is argument 1), the
// classes the chain's ofType lets through (nil: every event), and whether
// an observeOn or subscribeOn moves the Consumer to another thread.
type subjectSub struct {
	Method *dex.Method
	Addr   uint32
	Types  []string
	Moves  bool
}

// subjectSubscribers adds the Consumers an onNext of elem into the subject
// subj, values in m, runs: those subscribed to chains made from the same
// field (through a getter such as an event bus's toObservable(), and
// operators), but those whose ofType filters out every class elem may be.
// A Consumer whose chain moves it (observeOn, subscribeOn) runs on another
// thread; the others run in place, on the posting thread.
func (r *bodyResolver) subjectSubscribers(m *dex.Method, subj, elem regflow.Value) {
	fields := r.p.channelFields(m, subj)
	if len(fields) == 0 {
		r.unknown("it posts the event into an Rx subject not held in a field of the app, and its subscribers are not followed")
		return
	}
	var sent []string
	for _, a := range elem.Alts {
		if a.Kind != regflow.New {
			sent = nil
			break
		}
		sent = append(sent, a.Str)
	}
	if elem.Top {
		sent = nil
	}
	found := false
	for _, f := range fields {
		for _, sub := range r.p.subjectIndex()[f] {
			found = true
			if sent != nil && len(sub.Types) > 0 && !slices.ContainsFunc(sent, func(c string) bool {
				return slices.ContainsFunc(sub.Types, func(t string) bool { return r.p.IsSubclass(c, t) })
			}) {
				continue // ofType lets none of the events sent through
			}
			key := "subject:" + sub.Method.Ref.String() + "@" + strconv.Itoa(int(sub.Addr))
			if r.seen[key] {
				continue
			}
			r.seen[key] = true
			args, ok := r.p.argsAt(sub.Method, sub.Addr)
			if !ok {
				r.unknown("a subscription in " + javaRefName(sub.Method.Ref) + " could not be read")
				continue
			}
			one := &bodyResolver{p: r.p, seen: map[string]bool{}}
			one.resolve(sub.Method, arg(args, 1), false, 0)
			if one.why != "" {
				r.unknown(one.why)
			}
			if sub.Moves {
				for _, c := range one.classes {
					r.add(c)
				}
				r.methods = append(r.methods, one.methods...)
				continue
			}
			for _, c := range one.classes {
				r.postingMethods = append(r.postingMethods, r.p.BodyMethods(c)...)
			}
			r.postingMethods = append(r.postingMethods, one.methods...)
		}
	}
	for _, sub := range r.p.subjectCut {
		r.unknown("the subscription in " + javaRefName(sub.Method.Ref) + " chains more than " + strconv.Itoa(r.p.chainOperators()) +
			" Rx operators after its source, which is not read: whether it subscribes to this subject, and what its Consumer runs, is not followed")
	}
	if !found {
		r.unknown("it posts the event into the Rx subject " + javaFieldName(fieldRefOf(fields[0])) +
			", and no code of the app subscribes to a chain made from that field")
	}
}

// subjectIndex maps each field holding an Rx subject to the subscriptions
// to chains made from it, read once per program.
func (p *Program) subjectIndex() map[fkey][]subjectSub {
	if p.subjectSubsRead {
		return p.subjectSubs
	}
	p.subjectSubsRead = true
	p.subjectSubs = map[fkey][]subjectSub{}
	for _, s := range p.sitesNamed("subscribe", "") {
		ref := s.Call.Ref
		if !IsRxType(ref.Class) || len(ref.Params) == 0 || !IsRxFunction(ref.Params[0]) || IsPlatform(s.Method.Class.Name) {
			continue
		}
		args, ok := p.argsAt(s.Method, s.Call.Addr)
		if !ok {
			continue
		}
		sub := subjectSub{Method: s.Method, Addr: s.Call.Addr}
		v := arg(args, 0)
		for depth := 0; ; depth++ {
			a, ok := v.Single()
			if !ok || a.Kind != regflow.Call || a.Via != nil || a.Ref == nil || !IsRxType(a.Ref.Class) {
				break
			}
			if depth == p.chainOperators() {
				p.subjectCut = append(p.subjectCut, sub)
				break
			}
			opArgs, ok := p.argsAt(s.Method, a.Site)
			if !ok {
				break
			}
			switch a.Ref.Name {
			case "observeOn", "subscribeOn":
				sub.Moves = true
			case "ofType":
				for _, t := range arg(opArgs, 1).Alts {
					if t.Kind == regflow.Class {
						sub.Types = append(sub.Types, t.Str)
					}
				}
			}
			v = arg(opArgs, 0)
		}
		for _, f := range p.channelFields(s.Method, v) {
			p.subjectSubs[f] = append(p.subjectSubs[f], sub)
		}
	}
	return p.subjectSubs
}
