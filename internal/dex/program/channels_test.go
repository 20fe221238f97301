package program

import (
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestChannelHops: a send into a Channel held in a field runs the code
// receiving from that field, only the case of its `when` the sent class
// takes (rev90_k1: HiveProvider's tools send DbOp objects into `ops`, the
// coroutine launched in onCreate loops over it). Each sender's case holds
// its own sink and not the others'.
func TestChannelHops(t *testing.T) {
	p := fixtureProgram(t, "rev90_k1")
	const pkg = "Lcom/beehive/"
	for _, tc := range []struct {
		sender    string
		want, not []string // SQLiteDatabase methods in / not in the case
	}{
		{"logInspection", []string{"insert"}, []string{"delete", "rawQuery"}},
		{"removeInspection", []string{"delete"}, []string{"insert", "rawQuery"}},
		{"findInspections", []string{"rawQuery"}, []string{"insert", "delete"}},
	} {
		t.Run(tc.sender, func(t *testing.T) {
			m := methodIn(t, p, pkg, "HiveProvider", tc.sender)
			hops := p.Hops(map[*dex.Method]*Caller{m: nil})
			if len(hops) != 1 {
				t.Fatalf("%d hops, want 1", len(hops))
			}
			h := hops[0]
			if h.Unresolved != "" || len(h.Cases) == 0 {
				t.Fatalf("hop: unresolved %q, %d case calls; want the receiver's case", h.Unresolved, len(h.Cases))
			}
			// Whole bodies only for the calls on what was received: the
			// sent DbOp's own getters.
			for _, bm := range h.BodyMethods {
				if !strings.HasPrefix(bm.Class.Name, pkg+"DbOp$") {
					t.Errorf("whole body %s, want only the sent op's methods", bm)
				}
			}
			var db []string
			for _, s := range h.Cases {
				if s.Method.Class.Name != pkg+"HiveProvider$onCreate$1;" {
					t.Errorf("case call in %s, want the receiving coroutine", s.Method.Class.Name)
				}
				if s.Call.Ref.Class == "Landroid/database/sqlite/SQLiteDatabase;" {
					db = append(db, s.Call.Ref.Name)
				}
			}
			for _, w := range tc.want {
				if !slices.Contains(db, w) {
					t.Errorf("case calls %v lack %s", db, w)
				}
			}
			for _, n := range tc.not {
				if slices.Contains(db, n) {
					t.Errorf("case calls %v hold %s, another case's", db, n)
				}
			}
		})
	}
}

// TestChannelReceiverIndex: the receivers are found by the field the
// Channel is read from, through kotlinc's static accessor
// (access$getOps$p) in the coroutine's class.
func TestChannelReceiverIndex(t *testing.T) {
	p := fixtureProgram(t, "rev90_k1")
	idx := p.channelReceiverIndex()
	got := idx[fkey{"Lcom/beehive/HiveProvider;", "ops", "Lkotlinx/coroutines/channels/Channel;"}]
	if len(got) != 1 || got[0].Class.Name != "Lcom/beehive/HiveProvider$onCreate$1;" || got[0].Ref.Name != "invokeSuspend" {
		t.Errorf("receivers of HiveProvider.ops = %v, want HiveProvider$onCreate$1.invokeSuspend", got)
	}
}

// TestHandlerMessageCases: a message obtained with a constant `what`
// runs the case of handleMessage's switch it selects (rev83_j1: the
// remove tool's WHAT_DELETE reaches the delete and the UID read, the
// archive tool's WHAT_ARCHIVE the execSQL only).
func TestHandlerMessageCases(t *testing.T) {
	p := fixtureProgram(t, "rev83_j1")
	const pkg = "Lcom/plotshare/shed/"
	for _, tc := range []struct {
		tool      string
		want, not []string
	}{
		{"ShedProvider$RemoveTool", []string{"delete", "getCallingUid"}, []string{"execSQL"}},
		{"ShedProvider$ArchiveTool", []string{"execSQL"}, []string{"delete", "getCallingUid"}},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			m := methodIn(t, p, pkg, tc.tool, "run")
			var cases []Site
			for _, h := range p.Hops(map[*dex.Method]*Caller{m: nil}) {
				if len(h.Bodies) != 0 {
					t.Errorf("hop at %#x runs its Handler class whole", h.Call.Addr)
				}
				cases = append(cases, h.Cases...)
			}
			var names []string
			for _, s := range cases {
				names = append(names, s.Call.Ref.Name)
			}
			for _, w := range tc.want {
				if !slices.Contains(names, w) {
					t.Errorf("case calls %v lack %s", names, w)
				}
			}
			for _, n := range tc.not {
				if slices.Contains(names, n) {
					t.Errorf("case calls %v hold %s, another case's", names, n)
				}
			}
		})
	}
}

// TestLiveDataAndMessengerHops (rev96_j1): postValue on a LiveData field
// runs the Observer registered on that field (a D8 lambda class), and
// Messenger.send the Handler the Messenger in the field was made with.
func TestLiveDataAndMessengerHops(t *testing.T) {
	p := fixtureProgram(t, "rev96_j1")
	for _, tc := range []struct {
		class, callee, body string
	}{
		{"Lcom/lendshed/loans/LoanProvider;", "postValue", "Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;"},
		{"Lcom/lendshed/repair/RepairProvider;", "send", "Lcom/lendshed/repair/BenchHandler;"},
	} {
		t.Run(tc.callee, func(t *testing.T) {
			c := p.Classes[tc.class]
			methods := map[*dex.Method]*Caller{}
			for _, m := range c.Methods() {
				methods[m] = nil
			}
			var bodies []string
			found := false
			for _, h := range p.Hops(methods) {
				if h.Call.Ref.Name != tc.callee {
					continue
				}
				found = true
				if h.Unresolved != "" {
					t.Errorf("hop at %s unresolved: %s", h.Method.Ref.Name, h.Unresolved)
				}
				for _, b := range h.Bodies {
					bodies = append(bodies, b.Name)
				}
				for _, s := range h.Cases {
					bodies = append(bodies, s.Method.Class.Name)
				}
			}
			if !found || !slices.Contains(bodies, tc.body) {
				t.Errorf("%s hops run %v, want %s", tc.callee, bodies, tc.body)
			}
		})
	}
}

// TestSubjectSubscriptions (rev96_j1): the subscriptions to chains made
// from RxBus's PublishSubject field (through its toObservable() getter)
// are found with the classes their ofType lets through and whether
// observeOn moves them; a post of a DeleteEvent runs only the DeleteEvent
// subscriber.
func TestSubjectSubscriptions(t *testing.T) {
	p := fixtureProgram(t, "rev96_j1")
	subs := p.subjectIndex()[fkey{"Lcom/lendshed/core/RxBus;", "subject", "Lio/reactivex/subjects/PublishSubject;"}]
	var types []string
	for _, s := range subs {
		if !s.Moves {
			t.Errorf("subscription in %s at %#x does not move (observeOn)", s.Method.Ref.Name, s.Addr)
		}
		types = append(types, s.Types...)
	}
	slices.Sort(types)
	if want := []string{"Lcom/lendshed/core/DeleteEvent;", "Lcom/lendshed/core/ReturnEvent;"}; !slices.Equal(types, want) {
		t.Fatalf("subscriptions' ofType classes = %v, want %v", types, want)
	}
	r := &bodyResolver{p: p, seen: map[string]bool{}}
	subj := regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: "Lcom/lendshed/core/RxBus;", Name: "subject", Type: "Lio/reactivex/subjects/PublishSubject;"}})
	r.subjectSubscribers(nil, subj, regflow.One(regflow.Alt{Kind: regflow.New, Str: "Lcom/lendshed/core/DeleteEvent;"}))
	if len(r.classes) != 1 || r.classes[0].Name != "Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda0;" {
		var names []string
		for _, c := range r.classes {
			names = append(names, c.Name)
		}
		t.Errorf("a DeleteEvent post runs %v, want the DeleteEvent subscriber's lambda only", names)
	}
}

// TestBlockingQueueHops (rev100_j1): a put into a LinkedBlockingQueue
// field runs the worker thread's run(), which takes from the same field,
// only in the case of the job's class (the delete job's delete, not the
// note job's execSQL).
func TestBlockingQueueHops(t *testing.T) {
	p := fixtureProgram(t, "rev100_j1")
	c := p.Classes["Lcom/mendbook/repair/RepairProvider;"]
	methods := map[*dex.Method]*Caller{}
	for _, m := range c.Methods() {
		methods[m] = nil
	}
	var queued int
	for _, h := range p.Hops(methods) {
		if h.Call.Ref.Name != "put" && h.Call.Ref.Name != "offer" {
			continue
		}
		queued++
		if h.Unresolved != "" || len(h.Cases) == 0 {
			t.Errorf("put at %#x: unresolved %q, %d case calls", h.Call.Addr, h.Unresolved, len(h.Cases))
			continue
		}
		for _, s := range h.Cases {
			if s.Method.Class.Name != "Lcom/mendbook/repair/WorkerThread;" || s.Method.Ref.Name != "run" {
				t.Errorf("case call in %s, want WorkerThread.run", s.Method)
			}
		}
	}
	if queued == 0 {
		t.Fatal("no put into the queue found")
	}
}

// TestChainBound: a chain with more operators than the bound is a note
// where the value is sent, never a silently missing receiver. rev101_k1's
// receiveAsFlow().onEach { }.launchIn(scope) and rev96_j1's
// toObservable().ofType(…).observeOn(…).subscribe(…) are followed at the
// default bound and cut at a bound of 1.
func TestChainBound(t *testing.T) {
	for _, tc := range []struct {
		name, fixture string
		bound         int
		post          func(p *Program, r *bodyResolver)
		cut           string // "" when the chain is followed whole
	}{
		{"flow followed", "rev101_k1", 0, postSwapCommand, ""},
		{"flow cut", "rev101_k1", 1, postSwapCommand, "applies more than 1 operators"},
		{"subject followed", "rev96_j1", 0, postDeleteEvent, ""},
		{"subject cut", "rev96_j1", 1, postDeleteEvent, "chains more than 1 Rx operators"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := fixtureProgram(t, tc.fixture)
			p.ChainOperators = tc.bound
			r := &bodyResolver{p: p, seen: map[string]bool{}}
			tc.post(p, r)
			if tc.cut == "" {
				if r.why != "" {
					t.Errorf("unresolved %q, want the chain followed", r.why)
				}
				if len(r.classes)+len(r.methods)+len(r.cases)+len(r.postingMethods) == 0 {
					t.Error("no receiver found")
				}
				return
			}
			if !strings.Contains(r.why, tc.cut) {
				t.Errorf("unresolved %q, want a note that %s", r.why, tc.cut)
			}
		})
	}
}

func postSwapCommand(p *Program, r *bodyResolver) {
	ch := regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: "Lcom/seedswap/SwapProvider;", Name: "commands", Type: "Lkotlinx/coroutines/channels/Channel;"}})
	r.channelReceivers(nil, ch, regflow.Value{Top: true}, false)
}

func postDeleteEvent(p *Program, r *bodyResolver) {
	subj := regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: "Lcom/lendshed/core/RxBus;", Name: "subject", Type: "Lio/reactivex/subjects/PublishSubject;"}})
	r.subjectSubscribers(nil, subj, regflow.One(regflow.Alt{Kind: regflow.New, Str: "Lcom/lendshed/core/DeleteEvent;"}))
}

// TestHandedChannels (queuector): a worker's final field filled from its
// constructor's parameter receives what is put into the field each
// construction passes — JobWorker's into the provider's `jobs`,
// AuditWorker's into `audits`, not the other.
func TestHandedChannels(t *testing.T) {
	p := fixtureProgram(t, "queuector")
	index := p.channelReceiverIndex()
	for field, want := range map[string]string{"jobs": "Lcom/qctor/JobWorker;", "audits": "Lcom/qctor/AuditWorker;"} {
		var got []string
		for _, m := range index[fkey{"Lcom/qctor/QueueProvider;", field, "Ljava/util/concurrent/LinkedBlockingQueue;"}] {
			got = append(got, m.Class.Name+"."+m.Ref.Name)
		}
		if !slices.Equal(got, []string{want + ".run"}) {
			t.Errorf("receivers of %s: %v, want %s.run", field, got, want)
		}
	}
}
