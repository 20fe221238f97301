// rev25_const508: Kotlin 2 (kotlinc 2.4.20) + D8. Error codes kept as
// constants: a companion object's non-const val (a static field of Codes
// set in <clinit>, read through Companion.getAUTH() and the synthetic
// access$getAUTH$cp()) as a data class's default, and a const val
// (inlined by kotlinc) given explicitly.
// Codes.kt
class Codes {                                                                        // 5
    companion object {                                                               // 6
        val AUTH = "AUTH_REQUIRED"                                                   // 7
        const val BUSY = "UNAVAILABLE"                                               // 8
    }
}
// Failure.kt
data class Failure(val code: String = Codes.AUTH, val message: String = "sign in first") { // 6
    fun toBundle(): Bundle = Bundle().apply {                                        // 7
        putString("status", "error")                                                 // 8
        putString("error_code", code)                                                // 9
        putString("error_message", message)                                          // 10
        putInt("protocol_version", 2)                                                // 11
    }
}
// Consent.kt
data class Consent(val code: String = "USER_ACTION_REQUIRED") {                      // 5
    fun toBundle(): Bundle = Bundle().apply {                                        // 6
        putString("status", "error")                                                 // 7
        putString("error_code", code)                                                // 8
        putString("error_message", "confirm in the app")                             // 9
    }
}
// SyncProvider.kt
class SyncProvider : ContentProvider() {                                             // 14
    override fun onCreate() = true                                                   // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                             // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                                // 28
            "sync_account" -> syncAccount(extras)                                    // 29
            "sync_busy" -> syncBusy(extras)                                          // 30
            "sync_login" -> syncLogin(extras)                                        // 31
            "sync_consent" -> syncConsent(extras)                                    // 32
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                  // 33
        }
    }
    private fun syncAccount(extras: Bundle) = Failure().toBundle()                   // 37  TP CETP508 (AUTH_REQUIRED, no resolution/resume_token; put at Failure.kt:9)
    private fun syncBusy(extras: Bundle) = Failure(code = Codes.BUSY).toBundle()     // 40  NM CETP508 (UNAVAILABLE)
    private fun syncLogin(extras: Bundle) = Failure().toBundle().apply {             // 43  NM CETP508 (both keys added)
        putParcelable("resolution", PendingIntent.getActivity(requireContext(), 0,
            Intent(requireContext(), ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)) // 44
        putString("resume_token", Resumes.issue(Binder.getCallingUid()))             // 45
    }
    private fun syncConsent(extras: Bundle) = Consent().toBundle()                   // 48  TP CETP508 (every Consent holds USER_ACTION_REQUIRED; put at Consent.kt:8)
}
