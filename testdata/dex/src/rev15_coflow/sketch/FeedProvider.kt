// What rev15_coflow stands for: a Kotlin provider (kotlinc + D8) using
// coroutines and Flow. The scope's context carries Dispatchers.IO, so the
// launch in refresh() runs off the Binder thread; runBlocking without a
// dispatcher runs on the calling (Binder) thread; the flow's body gets the
// UID as a parameter read on the Binder thread.
class FeedProvider : ContentProvider() {                                          // 12
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)          // 13
    private val repo = FeedRepository()                                           // 14
    override fun onCreate() = true                                                // 16
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                          // 19
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed") // 20
        if (method == "negotiate") return Replies.success(Sessions.open(uid))    // 21
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid))
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")       // 22
        if (method != "execute_tool") return Replies.error("METHOD_NOT_FOUND", "unknown method") // 23
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis())
            return Replies.error("TIMEOUT", "deadline passed")                    // 24
        return when (extras.getString("tool_name")) {                             // 25
            "latest_items" -> latest(uid)                                          // 26
            "refresh_feed" -> refresh()                                            // 27
            "who_am_i" -> whoAmI()                                                 // 28
            "my_items" -> mine(uid)                                                // 28 (added after the scan)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")               // 29
        }
    }
    private fun latest(uid: Int): Bundle = runBlocking {                           // 33
        val items = repo.items(uid).first()                                        // 34  near miss CETP603 (uid read in call)
        Replies.success(items)                                                     // 35
    }
    private fun whoAmI(): Bundle = runBlocking {                                   // 38
        val caller = Binder.getCallingUid()                                        // 39  near miss CETP603 (runBlocking: Binder thread)
        Replies.success("{\"uid\":$caller}")                                      // 40
    }
    private fun refresh(): Bundle {
        scope.launch {                                                             // 44
            val who = Binder.getCallingUid()                                       // 45  CETP603 (scope on Dispatchers.IO)
            repo.refresh(who)                                                      // 46
        }
        return Replies.success("{\"queued\":true}")                                // 48
    }
    private fun mine(uid: Int): Bundle = runBlocking {                             // 51
        Replies.success(repo.mine().first())                                       // 52-53
    }
}
class FeedRepository {                                                            // FeedRepository.kt 8
    fun items(uid: Int): Flow<String> = flow {                                     // 9
        emit("{\"items\":[],\"for\":$uid}")                                        // 10
    }.flowOn(Dispatchers.IO)                                                       // 11
    fun refresh(uid: Int) { Log.i("feed", "refresh for $uid") }                    // 14
    fun mine(): Flow<String> = flow {                                              // 16
        emit("{\"items\":[],\"for\":${Binder.getCallingUid()}}")                // 17  CETP603 (runs in flowOn's IO)
    }.flowOn(Dispatchers.IO)                                                       // 18
}
