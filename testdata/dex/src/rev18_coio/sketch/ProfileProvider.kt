// rev18_coio: Kotlin 2, kotlinc + D8, kotlinx.coroutines. runBlocking blocks
// are SuspendLambda classes (ProfileProvider$syncProfile$1, $whoAmI$1) that
// call the private suspend functions through access$ accessors;
// withContext(Dispatchers.IO) { } is ProfileProvider$pull$2, whose
// invokeSuspend runs on an IO worker. me() has no suspension point, so it is
// a plain method taking a Continuation.
class ProfileProvider : ContentProvider() {                                        // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "sync_profile" -> syncProfile(extras)                                  // 29
            "whoami" -> whoAmI(extras)                                             // 30
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 31
        }
    }
    private fun syncProfile(extras: Bundle): Bundle = runBlocking { pull() }       // 36
    private suspend fun pull(): Bundle = withContext(Dispatchers.IO) {             // 39
        val uid = Binder.getCallingUid()                                           // 40  TP CETP603 (IO dispatcher thread)
        Replies.success("{\"uid\":$uid}")                                          // 41
    }
    private fun whoAmI(extras: Bundle): Bundle = runBlocking { me() }              // 44
    @Suppress("RedundantSuspendModifier")
    private suspend fun me(): Bundle {
        val uid = Binder.getCallingUid()                                           // 47  NM CETP603 (runBlocking: still the Binder thread)
        return Replies.success("{\"uid\":$uid}")                                   // 48
    }
}
