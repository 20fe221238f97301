package rules

func init() {
	register(&Rule{
		ID:        "CETP603",
		Severity:  8.5,
		Name:      "CallingUidOffBinderThread",
		Level:     Error,
		Precision: High,
		Section:   "7.1",
		Applies:   "X",
		Short:     "The caller's identity is read off the Binder thread.",
		Full: "Binder.getCallingUid/getCallingPid or ContentProvider.getCallingPackage/getCallingAttributionSource " +
			"is read in code that a provider entry point hands to another thread: a Runnable, Callable, lambda or " +
			"coroutine body passed to Executor.execute/submit, Handler.post* (or androidx HandlerCompat.post*), " +
			"Thread.start (also through an app Thread subclass, named or anonymous, that inherits it), withContext " +
			"with a dispatcher, flowOn with a dispatcher (the upstream flow { } builder and operator lambdas; a " +
			"flow the analysis cannot follow back is a note), launch/async with a dispatcher of their own or of their scope (every scope but " +
			"runBlocking's own, whose children run on its thread before it returns; a scope the analysis cannot " +
			"trace back is a note; a child given a Job of its own, launch(Job()), SupervisorJob() or NonCancellable, " +
			"is no child: runBlocking does not wait for it, and when its body suspends the rest may resume after " +
			"call() returned, on another thread — a note), or CompletableFuture.*Async; Guava's " +
			"ListeningExecutorService.submit/execute and the FutureCallback, Function or listener given to " +
			"Futures.addCallback/transform/catching or ListenableFuture.addListener with an executor " +
			"(MoreExecutors.directExecutor(), and any executor whose own code runs the body at once on the calling thread " +
			"and hands it nowhere else — `Runnable::run`, Guava's DirectExecutor renamed by R8 — runs a body in place: no hop, unless " +
			"it is a callback on a future not yet complete, which runs on the thread completing it; an executor that runs " +
			"the body in place only sometimes, posting it elsewhere otherwise, is a hop); a java.util.Timer's TimerTask; " +
			"ExecutorService.invokeAll/invokeAny of the tasks the code adds to a collection it makes (a helper or " +
			"addAll filling it is a note); the beforeExecute/afterExecute of an app ThreadPoolExecutor subclass, " +
			"which run on its worker with every task handed to it; an AsyncTask's doInBackground, onPostExecute, " +
			"onProgressUpdate and onCancelled; a WorkManager Worker's doWork (a request made for its class); an " +
			"IntentService's onHandleIntent (startService of an Intent naming it) and a JobIntentService's onHandleWork; " +
			"the onReceive of an app BroadcastReceiver a sendBroadcast, LocalBroadcastManager.sendBroadcast or a PendingIntent.getBroadcast's later firing reaches (an ordered broadcast's result receiver too) — the receiver an " +
			"explicit Intent names, or those registered for its action at run time (registerReceiver with an IntentFilter made there) or in " +
			"the manifest, a local broadcast reaching only the local registrations; an action the analysis cannot read is a note — and the " +
			"onChange of a ContentObserver registered for the URI a notifyChange names, one below it, or (with notifyForDescendants) an ancestor of it; RxJava 2/3's " +
			"subscribeOn(Scheduler), which runs the chain's source and the operators before it (fromCallable's " +
			"Callable, create's OnSubscribe, map's Function ...) off the calling thread, the functions given to " +
			"subscribe, and to the operators after the move (map, filter, flatMap, doOnNext ... — not doOnSubscribe or doOnDispose, " +
			"which run on the subscribing or disposing thread), on a chain with subscribeOn or observeOn, even when " +
			"the chain ends in a blocking get on the Binder thread, and Scheduler.scheduleDirect (a chain kept in a field " +
			"one method writes, or returned by a helper, is followed to where it is made; one read from a field several " +
			"methods write, or passed in as a parameter, is a note); " +
			"the handleMessage of a Handler (or of its Handler.Callback) a message is sent to, which runs after " +
			"call() returned even on the caller's own Looper; runBlocking with a dispatcher. A dispatcher is " +
			"recognised through fields, companion vals, context sums (Dispatchers.IO + SupervisorJob()) and " +
			"executors made dispatchers; a context not known to carry none is a note. Off the Binder thread these " +
			"calls return the provider's own identity (or fail), so authorization checks the wrong app. §7.1 " +
			"requires capturing the UID synchronously at the call() entry. D8 lambdas " +
			"(Outer$$ExternalSyntheticLambdaN calling Outer.lambda$…), older Kotlin lambda classes (Outer$f$1.invoke) " +
			"and coroutine bodies (invokeSuspend) are followed. A lambda run synchronously, or runBlocking on the " +
			"Binder thread, is fine; a hop whose body cannot be resolved is reported at note level, and so is work that reads " +
			"the caller handed (as a Runnable, Callable or function value) to a method whose code is not in the APK and " +
			"that no table knows — an interface with no implementation in the dex, a device shared library, an " +
			"implementation injected at run time — since whether it runs the work on another thread cannot be told.",
		Fix:     "Read Binder.getCallingUid() (and the package) in call() before switching threads and pass the values to the background work.",
		Example: "```kotlin\n// bad\nexecutor.execute { authorize(Binder.getCallingUid()) }\n// good\nval uid = Binder.getCallingUid()\nexecutor.execute { authorize(uid) }\n```",
		CWE:     367,
	})
}
