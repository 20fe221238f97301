// rev16_coro: Kotlin 2, kotlinc + D8, kotlinx.coroutines. suspendCancellableCoroutine
// is inline: its body (CancellableContinuationImpl, initCancellability, the
// block, getResult) is inlined into whoAmI/pingPeer with SMAP lines 49-59
// (CancellableContinuation.kt). The Runnable given to the executor is an
// invokedynamic SAM lambda, desugared by D8 into $$ExternalSyntheticLambda0
// calling whoAmI$lambda$1$lambda$0 through $r8$lambda$resume. runBlocking's
// blocks are SuspendLambda classes PresenceProvider$call$1/$2 calling the
// private suspend functions through access$ accessors.
class PresenceProvider : ContentProvider() {                                      // 14
    private val io = Executors.newSingleThreadExecutor()                          // 15
    override fun onCreate() = true                                                // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                          // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                             // 28
            "whoami" -> runBlocking { whoAmI() }                                  // 29
            "ping_peer" -> runBlocking { pingPeer(uid) }                          // 30
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")               // 31
        }
    }
    private suspend fun whoAmI(): Bundle = suspendCancellableCoroutine { cont -> // 35
        io.execute { cont.resume(Replies.success("{\"uid\":${Binder.getCallingUid()}}")) } // 36  TP CETP603 (read on the executor thread)
    }
    private suspend fun pingPeer(uid: Int): Bundle = suspendCancellableCoroutine { cont -> // 40
        cont.resume(Replies.success("{\"peer\":${Binder.getCallingUid() == uid}}")) // 41  NM CETP603 (the block runs at once, on the Binder thread)
    }
}
