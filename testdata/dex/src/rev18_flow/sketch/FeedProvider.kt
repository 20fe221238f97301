// rev18_flow: Kotlin 2, kotlinc + D8, kotlinx.coroutines flows. `collect { }`
// is a suspend SAM conversion: a class implementing FlowCollector
// (FeedProvider$watch$1$1.emit, with a bridge emit(Object, Continuation)),
// created in the launch/runBlocking SuspendLambda's invokeSuspend and handed
// to Flow.collect. The private ticks field is read through access$getTicks$p.
object Audit { @JvmStatic fun record(uid: Int, what: Any?) { Log.i("audit", "$uid $what") } } // Audit.kt 7
class FeedProvider : ContentProvider() {                                           // 14
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)      // 15
    private val ticks: Flow<Int> = MutableStateFlow(0)                             // 16
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "watch" -> watch(extras)                                               // 29
            "count" -> count(extras)                                               // 30
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 31
        }
    }
    private fun watch(extras: Bundle): Bundle {
        scope.launch {                                                             // 36
            ticks.collect { t -> Audit.record(Binder.getCallingUid(), t) }         // 37  TP CETP603 (Dispatchers.Default)
        }                                                                          // 39
        return Replies.success("{}")                                               // 40
    }
    private fun count(extras: Bundle): Bundle = runBlocking {                      // 43
        flowOf(1, 2).collect { Audit.record(Binder.getCallingUid(), it) }          // 44-45  NM CETP603 (runBlocking on the Binder thread)
        Replies.success("{}")                                                      // 47
    }
}
