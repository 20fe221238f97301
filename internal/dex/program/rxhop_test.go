package program

import "testing"

// TestRxThreadHops: subscribeOn(Scheduler) of RxJava 2 and 3's reactive
// types is a hop whose body is the receiver's chain; observeOn, a
// subscribeOn of a look-alike class and a Scheduler call without a
// Runnable are not; Scheduler.scheduleDirect hands its Runnable over.
func TestRxThreadHops(t *testing.T) {
	sched3, sched2 := "Lio/reactivex/rxjava3/core/Scheduler;", "Lio/reactivex/Scheduler;"
	for _, c := range []struct {
		class, name string
		params      []string
		hop, rx     bool
		body        int
	}{
		{"Lio/reactivex/rxjava3/core/Single;", "subscribeOn", []string{sched3}, true, true, 0},
		{"Lio/reactivex/Observable;", "subscribeOn", []string{sched2}, true, true, 0},
		{"Lio/reactivex/rxjava3/core/Completable;", "subscribeOn", []string{sched3}, true, true, 0},
		{"Lio/reactivex/rxjava3/core/Single;", "observeOn", []string{sched3}, false, false, 0},
		{"Lcom/example/Single;", "subscribeOn", []string{"Lcom/example/Scheduler;"}, false, false, 0},
		{sched3, "scheduleDirect", []string{"Ljava/lang/Runnable;"}, true, false, 1},
		{sched3, "now", []string{"Ljava/util/concurrent/TimeUnit;"}, false, false, 0},
		{"Lio/reactivex/rxjava3/core/Single;", "subscribe", []string{"Lio/reactivex/rxjava3/functions/Consumer;"}, true, true, 0},
		{"Lio/reactivex/rxjava3/core/Single;", "subscribe", nil, false, false, 0},
	} {
		h, ok := ThreadHopSink(c.class, c.name, c.params)
		if ok != c.hop || h.Rx != c.rx || ok && h.Body != c.body {
			t.Errorf("%s.%s: hop %v rx %v body %d, want %v %v %d", c.class, c.name, ok, h.Rx, h.Body, c.hop, c.rx, c.body)
		}
	}
	// An operator taking a function runs it where the chain emits
	// (judged as subscribe's functions are); the callbacks of
	// subscribing and disposing run elsewhere and are no hop. A static
	// call of such a name is a factory: RxOperator tells the callers to
	// drop it.
	fn3 := "Lio/reactivex/rxjava3/functions/Function;"
	for _, c := range []struct {
		class, name string
		params      []string
		hop         bool
	}{
		{"Lio/reactivex/rxjava3/core/Observable;", "map", []string{fn3}, true},
		{"Lio/reactivex/Flowable;", "flatMap", []string{"Lio/reactivex/functions/Function;", "Z"}, true},
		{"Lio/reactivex/rxjava3/core/Single;", "doOnSuccess", []string{"Lio/reactivex/rxjava3/functions/Consumer;"}, true},
		{"Lio/reactivex/rxjava3/core/Observable;", "fromCallable", []string{"Ljava/util/concurrent/Callable;"}, true},
		{"Lio/reactivex/rxjava3/core/Observable;", "doOnSubscribe", []string{"Lio/reactivex/rxjava3/functions/Consumer;"}, false},
		{"Lio/reactivex/rxjava3/core/Single;", "doOnDispose", []string{"Lio/reactivex/rxjava3/functions/Action;"}, false},
		{"Lio/reactivex/rxjava3/core/Observable;", "take", []string{"J"}, false},
		{"Lcom/example/Observable;", "map", []string{fn3}, false},
	} {
		h, ok := ThreadHopSink(c.class, c.name, c.params)
		if ok != c.hop || ok && (!h.RxOperator || !h.RxSubscribe || h.Body != 0) {
			t.Errorf("%s.%s: %+v %v, want an operator hop %v", c.class, c.name, h, ok, c.hop)
		}
	}
	if h, _ := ThreadHopSink("Lio/reactivex/rxjava3/core/Single;", "subscribe", []string{"Lio/reactivex/rxjava3/functions/Consumer;"}); h.RxOperator {
		t.Error("subscribe is marked an operator")
	}
	for _, c := range []struct {
		t    string
		want bool
	}{
		{"Lio/reactivex/rxjava3/functions/Function;", true},
		{"Lio/reactivex/functions/Consumer;", true},
		{"Lio/reactivex/rxjava3/core/SingleOnSubscribe;", true},
		{"Ljava/util/concurrent/Callable;", true},
		{"Lio/reactivex/rxjava3/core/Scheduler;", false},
		{"Ljava/lang/Object;", false},
		{"J", false},
	} {
		if got := IsRxFunction(c.t); got != c.want {
			t.Errorf("IsRxFunction(%s) = %v, want %v", c.t, got, c.want)
		}
	}
}

// TestFlowOnHop: kotlinx's flowOn(Flow, CoroutineContext) is a hop when
// its context brings a dispatcher (argument 1), its body the upstream
// flow (argument 0); a flowOn of another class is not.
func TestFlowOnHop(t *testing.T) {
	h, ok := ThreadHopSink("Lkotlinx/coroutines/flow/FlowKt;", "flowOn", []string{classFlow, "Lkotlin/coroutines/CoroutineContext;"})
	if !ok || !h.Flow || !h.NeedsDispatcher || h.Context != 1 || h.Body != 0 || h.Mask != -1 {
		t.Errorf("flowOn: %+v %v", h, ok)
	}
	if _, ok := ThreadHopSink("Lcom/example/FlowKt;", "flowOn", []string{classFlow, "Lkotlin/coroutines/CoroutineContext;"}); ok {
		t.Error("a look-alike flowOn is a hop")
	}
}
