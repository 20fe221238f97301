package program

import (
	"slices"
	"strings"
)

// Framework class descriptors.
const (
	ClassPendingIntent       = "Landroid/app/PendingIntent;"
	ClassPendingIntentCompat = "Landroidx/core/app/PendingIntentCompat;"
	ClassTaskStackBuilder    = "Landroid/app/TaskStackBuilder;"
	ClassIntent              = "Landroid/content/Intent;"
	ClassComponentName       = "Landroid/content/ComponentName;"
	ClassBundle              = "Landroid/os/Bundle;"
	ClassBaseBundle          = "Landroid/os/BaseBundle;"
	ClassBinder              = "Landroid/os/Binder;"
	ClassContentProvider     = "Landroid/content/ContentProvider;"
	ClassPFD                 = "Landroid/os/ParcelFileDescriptor;"
	ClassPackageManager      = "Landroid/content/pm/PackageManager;"
	ClassJSONObject          = "Lorg/json/JSONObject;"
)

// PendingIntent flags (android.app.PendingIntent).
const (
	FlagMutable       = 0x02000000
	FlagImmutable     = 0x04000000
	FlagNoCreate      = 0x20000000
	FlagUpdateCurrent = 0x08000000
)

// ParcelFileDescriptor modes.
const (
	ModeReadOnly  = 0x10000000
	ModeWriteOnly = 0x20000000
	ModeReadWrite = 0x30000000
)

// PackageManager flags that fetch signing information.
const (
	GetSignatures          = 0x40
	GetSigningCertificates = 0x08000000
)

// PICreation describes a call that creates a PendingIntent: which
// arguments (receiver first for instance calls) hold the Intent (or Intent[]), the flags and PendingIntentCompat's
// isMutable (-1 when absent).
type PICreation struct {
	Intent, Flags, Mutable int
	Activity               bool // it launches an Activity
}

// PendingIntentCreation recognises PendingIntent factories by reference.
// kindOf (program.go) looks here only for names starting with 'g' and two
// parameters or more: keep new factories within that, or widen it.
// TestKindOfAgrees checks it.
func PendingIntentCreation(class, name string, params []string) (PICreation, bool) {
	switch class {
	case ClassPendingIntent:
		switch name {
		case "getActivity", "getActivities", "getBroadcast", "getService", "getForegroundService":
			if len(params) >= 4 {
				return PICreation{Intent: 2, Flags: 3, Mutable: -1, Activity: strings.HasPrefix(name, "getActivit")}, true
			}
		}
	case ClassPendingIntentCompat:
		switch name {
		case "getActivity", "getActivities", "getBroadcast", "getService", "getForegroundService":
			if len(params) >= 5 && params[len(params)-1] == "Z" {
				return PICreation{Intent: 2, Flags: 3, Mutable: len(params) - 1, Activity: strings.HasPrefix(name, "getActivit")}, true
			}
		}
	case ClassTaskStackBuilder, ClassTaskStackBuilderCompat:
		if name == "getPendingIntent" && len(params) >= 2 {
			// Intents come from addNextIntent* on the receiver
			// (taskstack.go).
			return PICreation{Intent: -1, Flags: 2, Mutable: -1, Activity: true}, true
		}
	}
	return PICreation{}, false
}

// IsUIDRead recognises reads of the caller's identity.
func IsUIDRead(class, name string) bool {
	switch name {
	case "getCallingUid", "getCallingPid", "getCallingUidOrThrow", "getCallingUserHandle":
		return class == ClassBinder
	case "getCallingPackage", "getCallingPackageUnchecked", "getCallingAttributionSource", "getCallingAttributionTag":
		return true // ContentProvider and its subclasses
	}
	return false
}

// IsPermissionCheck recognises calls that check or enforce the caller's
// permissions or identity (CETP605).
func IsPermissionCheck(class, name string) bool {
	switch name {
	case "checkCallingPermission", "enforceCallingPermission", "checkCallingOrSelfPermission",
		"enforceCallingOrSelfPermission", "checkCallingUriPermission", "enforceCallingUriPermission",
		"checkCallingOrSelfUriPermission", "enforceCallingOrSelfUriPermission", "checkPermission",
		"enforcePermission", "checkUriPermission", "enforceUriPermission":
		return true
	}
	return false
}

// IsSignatureCheckCall recognises a call that checks or returns signing
// certificates (CETP609): the platform's checks by name, and AndroidX
// PackageInfoCompat's hasSignatures and getSignatures (the rotation-aware
// list), which an APK bundles but the analysis does not summarize.
func IsSignatureCheckCall(class, name string) bool {
	if class == classPackageInfoCompat && (name == "hasSignatures" || name == "getSignatures") {
		return true
	}
	return IsSignatureCheck(name)
}

const classPackageInfoCompat = "Landroidx/core/content/pm/PackageInfoCompat;"

// IsSignatureCheck recognises the platform's signing-certificate checks by
// name (CETP609).
func IsSignatureCheck(name string) bool {
	switch name {
	case "checkSignatures", "hasSigningCertificate", "getSigningInfo", "getApkContentsSigners",
		"getSigningCertificateHistory", "hasMultipleSigners":
		return true
	}
	return false
}

// IsBundlePut recognises Bundle.put*(String key, value) and
// JSONObject.put(String, value); it returns the value's argument index.
// kindOf (program.go) looks here only for two parameters and names
// starting with 'p' or 'a' (TestKindOfAgrees).
func IsBundlePut(class, name string, params []string) (int, bool) {
	switch class {
	case ClassBundle, ClassBaseBundle, ClassJSONObject, "Landroid/content/Intent;":
	default:
		return 0, false
	}
	if (strings.HasPrefix(name, "put") || name == "accumulate") && len(params) == 2 && params[0] == "Ljava/lang/String;" {
		return 2, true // receiver is argument 0
	}
	return 0, false
}

// ClassGsonObject is Gson's parsed JSON object.
const ClassGsonObject = "Lcom/google/gson/JsonObject;"

// classMapsKt holds Kotlin's Map extensions, as static methods.
const classMapsKt = "Lkotlin/collections/MapsKt;"

// IsArgsGet recognises reads of a request extra or JSON argument by key:
// Bundle.get*(key), JSONObject.get*/opt*(key), Map.get(key) and Kotlin's
// map getters, Gson's JsonObject.get/getAs*(key). The key is argument 1
// of the call in every form.
func IsArgsGet(class, name string, params []string) bool {
	if class == classMapsKt {
		// Kotlin's Map.getValue(key) and the `by map` property getter
		// (getOrImplicitDefaultNullable): static, the map first and the
		// key second, where an instance get has its receiver and key.
		return (name == "getValue" || name == "getOrImplicitDefaultNullable") &&
			len(params) == 2 && params[0] == "Ljava/util/Map;"
	}
	if len(params) == 0 || params[0] != "Ljava/lang/String;" && params[0] != "Ljava/lang/Object;" {
		return false
	}
	switch class {
	case ClassBundle, ClassBaseBundle, ClassJSONObject, ClassIntent:
		return strings.HasPrefix(name, "get") || strings.HasPrefix(name, "opt")
	case "Ljava/util/Map;", "Ljava/util/HashMap;", "Lkotlinx/serialization/json/JsonObject;":
		return name == "get"
	case ClassGsonObject:
		return name == "get" || name == "getAsJsonPrimitive" || name == "getAsJsonObject" || name == "getAsJsonArray"
	}
	return false
}

// ThreadHop describes a call that runs a body on another thread: the
// argument that holds the body, or -1 when the receiver itself is the body
// (Thread.start on a Thread subclass).
type ThreadHop struct {
	Body int
	// NeedsDispatcher is set for withContext: a hop only when the context
	// argument (Context) is a dispatcher.
	NeedsDispatcher bool
	Context         int
	// Mask is the argument holding a Kotlin $default call's mask (bit
	// ContextBit set when the context is left to its default); -1 when
	// the call has none.
	Mask       int
	ContextBit int
	// Scoped is set for launch and async: argument 0 is the
	// CoroutineScope whose context supplies the dispatcher when the
	// context argument brings none.
	Scoped bool
	// Handler is set for Handler.send*: the receiver (argument 0) is the
	// Handler, and what runs is its handleMessage, or that of the
	// Handler.Callback it was made with.
	Handler bool
	// Message is set for Message.sendToTarget: the receiver is the
	// Message, and its target the Handler it was obtained for.
	Message bool
	// Executor is the argument (plus one; 0: none) holding the Executor
	// the body is handed to: Guava's MoreExecutors.directExecutor(), or
	// an executor whose own code runs the body at once, runs what it is
	// given in place, on the caller's thread (no hop).
	// Future, when set (argument plus one), is the future whose completion
	// runs the body (a Guava callback or listener): with a direct
	// executor the body runs on the thread that completes the future,
	// which is the caller's only for a future already complete
	// (Futures.immediateFuture and its kin).
	Executor, Future int
	// Rx is set for RxJava's subscribeOn(Scheduler): the receiver
	// (argument 0) is the chain whose source and operators run on the
	// Scheduler's thread; the bodies are the functions given to them.
	Rx bool
	// RxSubscribe is set for subscribe(...) on an RxJava type: its
	// functions (onSuccess, onNext, onError ...) run where the chain
	// emits, another thread when the chain has a subscribeOn or
	// observeOn; the functions are the arguments after the receiver.
	// An operator's functions (map, filter, flatMap, doOnNext ...) run
	// there too, and are judged the same way (RxOperator also set).
	RxSubscribe bool
	// RxOperator is set for an operator of an RxJava type taking a
	// function: a hop only as an instance call (a static call of that
	// name is a factory, whose function runs where it is subscribed).
	RxOperator bool
	// Flow is set for kotlinx.coroutines' flowOn(context): with a
	// dispatcher in the context, the upstream flow's builder and
	// operator lambdas (argument 0's chain) run on it.
	Flow bool
	// Service is set for startService: the body is the IntentService
	// subclass the Intent names, whose onHandleIntent runs on its
	// worker thread.
	Service bool
	// EventBus is set for greenrobot's EventBus.post(event): what runs are
	// the app's @Subscribe methods taking the event's class, on the
	// posting thread (POSTING, and BACKGROUND posted off the main
	// thread) or another (ASYNC, MAIN).
	EventBus bool
	// Channel is set for a send into a kotlinx.coroutines Channel: what
	// runs is the coroutine receiving it, which the analysis does not
	// follow (the body is unresolved, and rules say so).
	Channel bool
	// Queue is set (with Channel) for a BlockingQueue's put/offer/add.
	Queue bool
	// Subject is set for an RxJava Subject's onNext (or an RxRelay's
	// accept): the subscribers of chains made from the same field run,
	// on the posting thread unless the chain moves them (observeOn).
	Subject bool
	// Messenger is set (with Handler) for Messenger.send: the receiver is
	// a Messenger, whose Handler handles the message.
	Messenger bool
	// LiveData is set for MutableLiveData.postValue: the Observers
	// registered on the same LiveData (observeForever, observe) run on
	// the main thread, later.
	LiveData bool
	// What, for a Handler's sendEmptyMessage, is the argument holding the
	// message's what; Msg, for sendMessage, the argument holding the
	// Message (0: none).
	What, Msg int
	// Broadcast is set for sendBroadcast and its kin: what runs is
	// onReceive of the app's receivers the Intent (argument Body)
	// reaches, on the main thread. Local is set for a
	// LocalBroadcastManager's; Result is the argument holding an ordered
	// broadcast's result receiver (0: none).
	Broadcast bool
	Local     bool
	Result    int
	// Observer is set for ContentResolver.notifyChange: what runs is
	// onChange of the app's ContentObservers registered for the URI
	// (argument Body), on their Handler's thread or a Binder thread.
	Observer bool
	// Job is set for JobIntentService.enqueueWork: the body is the
	// service class argument 1 names, whose onHandleWork gets the Intent
	// (argument 3) on its worker thread.
	Job bool
}

const guavaConcurrent = "Lcom/google/common/util/concurrent/"

// guavaHop recognises Guava's executors and future callbacks: a
// ListeningExecutorService is an ExecutorService (javac names the
// listening type as the receiver); Futures.addCallback/transform/
// catching/submit, FluentFuture's and ListenableFuture.addListener hand
// a body to the Executor argument. The Guava classes need not be in the
// APK (they are matched by name; kept by R8 under their names, they are
// too).
func guavaHop(class, name string, params []string, body func(...string) int) (ThreadHop, bool) {
	executor := 0
	for i, p := range params {
		if p == "Ljava/util/concurrent/Executor;" || p == "Ljava/util/concurrent/ExecutorService;" {
			executor = i + 1
		}
	}
	bodies := []string{"Ljava/lang/Runnable;", "Ljava/util/concurrent/Callable;", guavaConcurrent + "FutureCallback;",
		guavaConcurrent + "AsyncFunction;", guavaConcurrent + "AsyncCallable;", "Lcom/google/common/base/Function;"}
	switch {
	case class == guavaConcurrent+"ListeningExecutorService;" || class == guavaConcurrent+"ListeningScheduledExecutorService;":
		switch name {
		case "execute", "submit", "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay", "invokeAll", "invokeAny":
			if b := body("Ljava/lang/Runnable;", "Ljava/util/concurrent/Callable;", "Ljava/util/Collection;"); b > 0 {
				return ThreadHop{Body: b, Executor: 1}, true
			}
		}
	case class == guavaConcurrent+"Futures;":
		// static: argument k is params[k]
		switch name {
		case "addCallback", "transform", "transformAsync", "catching", "catchingAsync":
			if b := body(bodies...); b > 0 && executor > 0 && params[0] == guavaConcurrent+"ListenableFuture;" {
				return ThreadHop{Body: b - 1, Executor: executor, Future: 1}, true
			}
		case "submit", "submitAsync", "scheduleAsync":
			if b := body(bodies...); b > 0 && executor > 0 {
				return ThreadHop{Body: b - 1, Executor: executor}, true
			}
		}
	case class == guavaConcurrent+"ListenableFuture;" || class == guavaConcurrent+"FluentFuture;" ||
		class == guavaConcurrent+"ListenableFutureTask;" || class == guavaConcurrent+"SettableFuture;":
		switch name {
		case "addListener", "addCallback", "transform", "transformAsync", "catching", "catchingAsync":
			if b := body(bodies...); b > 0 && executor > 0 {
				return ThreadHop{Body: b, Executor: executor + 1, Future: 1}, true
			}
		}
	}
	return ThreadHop{}, false
}

// ThreadHopSink recognises thread-hop sinks (CETP603).
func ThreadHopSink(class, name string, params []string) (ThreadHop, bool) {
	if rest, ok := strings.CutPrefix(class, "Lj$/"); ok {
		// D8's desugared library (CompletableFuture.supplyAsync under
		// core library desugaring) hops as java.* does.
		class = "Ljava/" + rest
		ps := make([]string, len(params))
		for i, p := range params {
			if r, ok := strings.CutPrefix(p, "Lj$/"); ok {
				p = "Ljava/" + r
			}
			ps[i] = p
		}
		params = ps
	}
	body := func(types ...string) int {
		for i, p := range params {
			for _, t := range types {
				if p == t {
					return i + 1 // receiver is argument 0 for instance calls
				}
			}
		}
		return -1
	}
	if strings.HasPrefix(class, guavaConcurrent) {
		return guavaHop(class, name, params, body)
	}
	if isRxSubject(class) && (name == "onNext" || name == "accept") && len(params) == 1 {
		// subject.onNext(event): the subscribers of the subject run, in
		// place or where their chain's observeOn moves them.
		return ThreadHop{Body: 1, Subject: true}, true
	}
	if strings.HasPrefix(class, "Lio/reactivex/") {
		return rxHop(class, name, params, body)
	}
	switch {
	case broadcastSink(class, name, params):
		h := ThreadHop{Body: 1, Broadcast: true, Local: localBroadcastManager(class)}
		if strings.HasPrefix(name, "sendOrdered") || name == "sendStickyOrderedBroadcast" {
			if i := slices.Index(params, "Landroid/content/BroadcastReceiver;"); i >= 0 {
				h.Result = i + 1
			}
		}
		return h, true
	case pendingBroadcast(class, name, params):
		return ThreadHop{Body: 2, Broadcast: true}, true
	case notifySink(class, name, params):
		return ThreadHop{Body: 1, Observer: true}, true
	case class == "Lorg/greenrobot/eventbus/EventBus;" && (name == "post" || name == "postSticky") && len(params) == 1:
		return ThreadHop{Body: 1, EventBus: true}, true
	case blockingQueue(class) && len(params) >= 1 && params[0] == "Ljava/lang/Object;":
		// A producer's put/offer/add into a BlockingQueue: the consumer
		// thread taking from the same field runs what it hands over.
		switch name {
		case "put", "offer", "add", "transfer", "tryTransfer", "putFirst", "putLast", "offerFirst", "offerLast", "addFirst", "addLast":
			return ThreadHop{Body: 1, Channel: true, Queue: true}, true
		}
		return ThreadHop{}, false
	case (class == classLiveData || class == classMutableLiveData) && name == "postValue" && len(params) == 1:
		return ThreadHop{Body: 1, LiveData: true}, true
	case (class == "Lkotlinx/coroutines/channels/Channel;" || class == "Lkotlinx/coroutines/channels/SendChannel;") &&
		(name == "send" || strings.HasPrefix(name, "trySend")) && len(params) >= 1:
		return ThreadHop{Body: 1, Channel: true}, true
	case (class == "Landroidx/room/CoroutinesRoom;" || class == "Landroidx/room/CoroutinesRoom$Companion;") && name == "execute":
		// The body of a Room suspend DAO method its generated _Impl
		// hands over (execute(db, inTransaction, callable, continuation)):
		// the Callable runs on Room's query or transaction executor.
		b := body("Ljava/util/concurrent/Callable;")
		if class == "Landroidx/room/CoroutinesRoom;" && b > 0 {
			b-- // static: no receiver
		}
		if b < 0 {
			return ThreadHop{}, false
		}
		return ThreadHop{Body: b}, true
	case (class == "Landroid/content/Context;" || class == "Landroid/content/ContextWrapper;") &&
		(name == "startService" || name == "startForegroundService") && len(params) == 1 && params[0] == "Landroid/content/Intent;":
		return ThreadHop{Body: 1, Service: true}, true
	case (class == "Landroidx/core/app/JobIntentService;" || class == "Landroid/support/v4/app/JobIntentService;") && name == "enqueueWork" &&
		len(params) == 4 && params[1] == "Ljava/lang/Class;":
		// enqueueWork(ctx, Service.class, jobId, intent): onHandleWork
		// runs on the service's worker thread.
		return ThreadHop{Body: 1, Job: true}, true
	case (class == "Landroidx/work/OneTimeWorkRequest;" || class == "Landroidx/work/OneTimeWorkRequest$Companion;") && name == "from" &&
		len(params) > 0 && params[len(params)-1] == "Ljava/lang/Class;":
		// The Worker class a request is made for: WorkManager runs its
		// doWork on a background executor (the request is made to be
		// enqueued). A companion's from has the companion as argument 0.
		b := 0
		if class == "Landroidx/work/OneTimeWorkRequest$Companion;" {
			b = 1
		}
		return ThreadHop{Body: b}, true
	case (class == "Landroidx/work/OneTimeWorkRequest$Builder;" || class == "Landroidx/work/PeriodicWorkRequest$Builder;") && name == "<init>" &&
		len(params) > 0 && params[0] == "Ljava/lang/Class;":
		return ThreadHop{Body: 1}, true
	case strings.HasPrefix(class, "Ljava/util/concurrent/") && !strings.HasPrefix(class, "Ljava/util/concurrent/CompletableFuture"):
		switch name {
		case "execute", "submit", "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay", "invokeAll", "invokeAny":
			if b := body("Ljava/lang/Runnable;", "Ljava/util/concurrent/Callable;", "Ljava/util/Collection;"); b > 0 {
				return ThreadHop{Body: b, Executor: 1}, true
			}
		}
	case class == "Ljava/util/concurrent/CompletableFuture;":
		if strings.HasSuffix(name, "Async") {
			if b := body("Ljava/lang/Runnable;", "Ljava/util/function/Supplier;", "Ljava/util/function/Function;",
				"Ljava/util/function/Consumer;", "Ljava/util/function/BiFunction;"); b > 0 {
				if name == "runAsync" || name == "supplyAsync" {
					b-- // static
				}
				return ThreadHop{Body: b}, true
			}
		}
	case (class == "Lokhttp3/Call;" || class == "Lretrofit2/Call;") && name == "enqueue":
		// OkHttp's and Retrofit's asynchronous calls: the Callback's
		// onResponse/onFailure run on the client's dispatcher thread
		// (Retrofit's on the main thread), after call() returned.
		if b := body("Lokhttp3/Callback;", "Lretrofit2/Callback;"); b > 0 {
			return ThreadHop{Body: b}, true
		}
	case class == "Ljava/util/Timer;" && (name == "schedule" || name == "scheduleAtFixedRate"):
		// The TimerTask runs on the Timer's own thread.
		if b := body("Ljava/util/TimerTask;"); b > 0 {
			return ThreadHop{Body: b}, true
		}
	case class == "Landroid/os/Handler;" && (strings.HasPrefix(name, "sendMessage") || strings.HasPrefix(name, "sendEmptyMessage")):
		// handleMessage runs later on the Handler's Looper, after call()
		// returned, even when that Looper is the caller's own: the Binder
		// identity is gone by then.
		h := ThreadHop{Body: 0, Handler: true}
		if len(params) > 0 && params[0] == "I" {
			h.What = 1 // sendEmptyMessage(what, …)
		} else if len(params) > 0 && params[0] == ClassMessage {
			h.Msg = 1
		}
		return h, true
	case class == "Landroid/os/Messenger;" && name == "send" && len(params) == 1 && params[0] == ClassMessage:
		// Messenger.send(msg): the Handler the Messenger was made with
		// handles it later (a Messenger over another process's binder
		// runs there).
		return ThreadHop{Body: 0, Handler: true, Messenger: true, Msg: 1}, true
	case class == ClassMessage && name == "sendToTarget":
		return ThreadHop{Body: 0, Handler: true, Message: true}, true
	case class == "Landroid/os/Handler;" && strings.HasPrefix(name, "post"),
		class == "Landroid/view/View;" && strings.HasPrefix(name, "post"),
		class == "Landroid/app/Activity;" && name == "runOnUiThread":
		if b := body("Ljava/lang/Runnable;"); b > 0 {
			return ThreadHop{Body: b}, true
		}
	case class == "Landroidx/core/os/HandlerCompat;" && strings.HasPrefix(name, "post"):
		// HandlerCompat.postDelayed(handler, runnable, token, delay): a
		// static wrapper of Handler.postDelayed (androidx is not followed).
		if b := body("Ljava/lang/Runnable;"); b > 0 {
			return ThreadHop{Body: b - 1}, true
		}
	case class == "Landroid/os/AsyncTask;" && name == "execute" && len(params) == 1 && params[0] == "Ljava/lang/Runnable;":
		return ThreadHop{Body: 0}, true
	case class == "Ljava/lang/Thread;" && name == "<init>":
		if b := body("Ljava/lang/Runnable;"); b > 0 {
			return ThreadHop{Body: b}, true
		}
	case class == "Ljava/lang/Thread;" && name == "start":
		return ThreadHop{Body: -1}, true
	case class == "Lkotlin/concurrent/ThreadsKt;" && strings.HasPrefix(name, "thread"):
		if b := body("Lkotlin/jvm/functions/Function0;"); b > 0 {
			return ThreadHop{Body: b - 1}, true
		}
	case strings.HasPrefix(class, "Lkotlinx/coroutines/flow/FlowKt") && name == "flowOn" && len(params) == 2 &&
		params[0] == classFlow && params[1] == "Lkotlin/coroutines/CoroutineContext;":
		return ThreadHop{Body: 0, NeedsDispatcher: true, Context: 1, Mask: -1, Flow: true}, true
	case (class == "Lkotlinx/coroutines/future/FutureKt;" && strings.TrimSuffix(name, "$default") == "future" ||
		strings.HasPrefix(class, "Lkotlinx/coroutines/channels/ProduceKt") && strings.TrimSuffix(name, "$default") == "produce" ||
		strings.HasPrefix(class, "Lkotlinx/coroutines/channels/ActorKt") && strings.TrimSuffix(name, "$default") == "actor") &&
		len(params) > 1 && params[0] == "Lkotlinx/coroutines/CoroutineScope;":
		// CoroutineScope.future/produce/actor(context, …, block): a
		// coroutine started like launch's.
		b := body("Lkotlin/jvm/functions/Function2;") - 1 // static
		if b < 0 {
			return ThreadHop{}, false
		}
		mask := -1
		if strings.HasSuffix(name, "$default") {
			mask = len(params) - 2
		}
		return ThreadHop{Body: b, NeedsDispatcher: true, Context: 1, Mask: mask, Scoped: true}, true
	case strings.HasPrefix(class, "Lkotlinx/coroutines/BuildersKt"):
		b := body("Lkotlin/jvm/functions/Function2;") - 1 // static
		if b < 0 {
			return ThreadHop{}, false
		}
		mask := -1
		if strings.HasSuffix(name, "$default") {
			mask = len(params) - 2 // static: ..., int mask, Object marker
		}
		switch strings.TrimSuffix(name, "$default") {
		case "launch", "async":
			// CoroutineScope.launch(context, start, block): a hop unless
			// neither the context nor the scope brings a dispatcher
			// (runBlocking's own scope: its event loop on the caller's
			// thread). The mask's bit 0 is the context (the extension
			// receiver has none).
			if len(params) < 2 || params[0] != "Lkotlinx/coroutines/CoroutineScope;" {
				return ThreadHop{Body: b}, true
			}
			return ThreadHop{Body: b, NeedsDispatcher: true, Context: 1, Mask: mask, Scoped: true}, true
		case "withContext", "runBlocking":
			// runBlocking blocks the caller's thread and runs the body
			// there, unless its context brings a dispatcher.
			return ThreadHop{Body: b, NeedsDispatcher: true, Context: 0, Mask: mask}, true
		}
	}
	return ThreadHop{}, false
}

const classFlow = "Lkotlinx/coroutines/flow/Flow;"

// rxHop recognises RxJava's hops (ThreadHopSink for a class under
// io.reactivex).
func rxHop(class, name string, params []string, body func(...string) int) (ThreadHop, bool) {
	if IsRxType(class) {
		// subscribeOn moves the subscription, so the source's function
		// (fromCallable's Callable, create's OnSubscribe ...) and the
		// operators before it run on the Scheduler's thread; observeOn
		// moves what follows it: subscribe's functions are judged at
		// the subscribe.
		if name == "subscribeOn" && len(params) >= 1 && isRxScheduler(params[0]) {
			return ThreadHop{Body: 0, Rx: true}, true
		}
		if name == "subscribe" && slices.ContainsFunc(params, IsRxFunction) {
			return ThreadHop{Body: 0, Rx: true, RxSubscribe: true}, true
		}
		// observeOn moves the operators after it as well as subscribe:
		// map(f) on a chain that emits on a Scheduler runs f there,
		// whatever waits for the result (blockingGet included). The
		// callbacks of subscribing and disposing run on the thread that
		// subscribes or disposes, not where the chain emits.
		if !rxSubscriptionSide[name] && slices.ContainsFunc(params, IsRxFunction) {
			return ThreadHop{Body: 0, Rx: true, RxSubscribe: true, RxOperator: true}, true
		}
		return ThreadHop{}, false
	}
	if isRxScheduler(class) || strings.HasSuffix(class, "/Scheduler$Worker;") && isRxPackage(class) {
		// Scheduler.scheduleDirect / Worker.schedule run the Runnable on
		// the Scheduler's thread.
		if strings.HasPrefix(name, "schedule") {
			if b := body("Ljava/lang/Runnable;"); b > 0 {
				return ThreadHop{Body: b}, true
			}
		}
		return ThreadHop{}, false
	}
	return ThreadHop{}, false
}

// rxSubscriptionSide are the RxJava operators whose functions run on the
// subscribing or disposing thread rather than where the chain emits.
var rxSubscriptionSide = map[string]bool{"doOnSubscribe": true, "doOnDispose": true, "doOnCancel": true,
	"doOnLifecycle": true, "doOnRequest": true}

// rxPackages are RxJava 2 and 3's core packages.
var rxPackages = []string{"Lio/reactivex/rxjava3/core/", "Lio/reactivex/"}

func isRxPackage(class string) bool {
	for _, p := range rxPackages {
		if strings.HasPrefix(class, p) {
			return true
		}
	}
	return false
}

// IsRxType reports whether class is one of RxJava's reactive types
// (Single, Observable, Flowable, Maybe, Completable; RxJava 2 or 3).
func IsRxType(class string) bool {
	for _, p := range rxPackages {
		switch strings.TrimPrefix(class, p) {
		case "Single;", "Observable;", "Flowable;", "Maybe;", "Completable;":
			return strings.HasPrefix(class, p)
		}
	}
	return false
}

func isRxScheduler(class string) bool {
	for _, p := range rxPackages {
		if class == p+"Scheduler;" {
			return true
		}
	}
	return false
}

// BodyMethods are the methods a framework calls on a Runnable, Callable,
// Kotlin function or coroutine body.
var BodyMethods = map[string]bool{"run": true, "call": true, "invoke": true, "invokeSuspend": true,
	"get": true, "apply": true, "accept": true, "handleMessage": true,
	"onSuccess": true, "onFailure": true, // Guava's FutureCallback
	"onResponse": true, // OkHttp's and Retrofit's Callback (onFailure above)
	// An AsyncTask's callbacks but onPreExecute (which runs in execute).
	"doInBackground": true, "onPostExecute": true, "onProgressUpdate": true, "onCancelled": true,
	"doWork": true, "startWork": true, // a WorkManager Worker's
	"onHandleIntent": true, "onHandleWork": true, // IntentService's and JobIntentService's
	"onChanged": true} // a LiveData Observer's

// ProviderEntryPoints are the ContentProvider methods a client reaches.
var ProviderEntryPoints = map[string]bool{"call": true, "query": true, "insert": true, "update": true,
	"delete": true, "openFile": true, "openAssetFile": true}

// IsProviderCall reports whether a method is a ContentProvider.call override.
func IsProviderCall(name string, params []string, ret string) bool {
	if name != "call" || ret != "Landroid/os/Bundle;" || len(params) < 3 || params[len(params)-1] != "Landroid/os/Bundle;" {
		return false
	}
	for _, p := range params[:len(params)-1] {
		if p != "Ljava/lang/String;" {
			return false
		}
	}
	return true
}

// propagates lists classes whose methods compute their result from their
// arguments and receiver (string building, boxing, formatting, hashing):
// taint flows through them.
func propagates(class string) bool {
	switch class {
	case "Ljava/lang/String;", "Ljava/lang/StringBuilder;", "Ljava/lang/StringBuffer;",
		"Ljava/lang/Integer;", "Ljava/lang/Long;", "Ljava/lang/Double;", "Ljava/lang/Float;",
		"Ljava/lang/Number;", "Ljava/lang/Short;", "Ljava/lang/Byte;", "Ljava/lang/Boolean;", "Ljava/lang/Character;",
		"Lkotlin/coroutines/jvm/internal/Boxing;",
		"Ljava/lang/Object;", "Ljava/util/Objects;", "Ljava/util/UUID;", "Ljava/math/BigInteger;",
		"Ljava/security/MessageDigest;", "Landroid/util/Base64;", "Ljava/util/Base64$Encoder;",
		"Lkotlin/text/StringsKt;", "Lkotlin/jvm/internal/Intrinsics;", "Ljava/util/Random;",
		"Ljava/io/StringWriter;", "Ljava/io/PrintWriter;", "Lorg/json/JSONObject;", "Ljava/util/Locale;",
		"Lkotlin/collections/ArraysKt;", "Lkotlin/text/StringsKt__StringsKt;", "Ljava/util/Arrays;", classByteBuffer,
		classThreadLocal, classAtomicReference,
		// An Optional holds what it was made from; map's and orElse's
		// results are taken as made from it (a fixed text mapped from an
		// exception message would be counted as carrying it).
		"Ljava/util/Optional;":
		return true
	}
	return false
}

// collectionClass lists the java.util collections (and their iterators)
// whose elements' taint the analysis keeps on the collection object.
func collectionClass(class string) bool {
	switch class {
	case "Ljava/util/List;", "Ljava/util/ArrayList;", "Ljava/util/LinkedList;", "Ljava/util/Collection;",
		"Ljava/lang/Iterable;", "Ljava/util/Iterator;", "Ljava/util/ListIterator;", "Ljava/util/Set;",
		"Ljava/util/HashSet;", "Ljava/util/LinkedHashSet;", "Ljava/util/ArrayDeque;", "Ljava/util/Deque;",
		"Ljava/util/Queue;":
		return true
	}
	return false
}

// collectionAdds recognises the methods that put their arguments into the
// collection.
func collectionAdds(name string) bool {
	switch name {
	case "add", "addAll", "addFirst", "addLast", "offer", "offerFirst", "offerLast", "push", "set":
		return true
	}
	return false
}

// collectionReads recognises the methods whose result is elements of the
// collection (or an iterator, view or array of them).
func collectionReads(name string) bool {
	switch name {
	case "iterator", "listIterator", "next", "previous", "get", "getFirst", "getLast", "peek", "peekFirst",
		"peekLast", "poll", "pollFirst", "pollLast", "pop", "element", "remove", "removeFirst", "removeLast",
		"subList", "toArray", "toString", "stream", "spliterator":
		return true
	}
	return false
}

// Holders of one object (a per-thread Random, a swappable SecureRandom):
// what get() returns is what set(), the constructor or withInitial's
// supplier gave them, so the taint of the held object travels through.
const (
	classThreadLocal     = "Ljava/lang/ThreadLocal;"
	classAtomicReference = "Ljava/util/concurrent/atomic/AtomicReference;"
)

// mutatesReceiver lists builders whose methods fold arguments into the
// receiver (and holders whose set() replaces what they hold).
func mutatesReceiver(class string) bool {
	switch class {
	case "Ljava/lang/StringBuilder;", "Ljava/lang/StringBuffer;", "Ljava/security/MessageDigest;",
		"Ljava/io/PrintWriter;", "Ljava/io/StringWriter;", "Lorg/json/JSONObject;",
		classThreadLocal, classAtomicReference:
		return true
	}
	return false
}

// isRxSubject reports RxJava 2/3 subjects and Jake Wharton's relays, the
// objects an app's event bus posts into.
func isRxSubject(class string) bool {
	for _, p := range []string{"Lio/reactivex/subjects/", "Lio/reactivex/rxjava3/subjects/", "Lcom/jakewharton/rxrelay2/", "Lcom/jakewharton/rxrelay3/"} {
		if strings.HasPrefix(class, p) {
			return true
		}
	}
	return false
}
