// dexaa_default508: Kotlin 2, kotlinc + D8. A call leaving out default arguments goes through the
// synthetic f$default bridge (fail: mask bit 2 = message, 4 = retryable; deny: bit 2 = message),
// which fills in the defaults and returns f's result: CETP508 judges the error_code f puts by
// the code each caller of the bridge passes, and what that caller does with the bundle.

// Fail.kt
fun fail(code: String, message: String = "internal error", retryable: Boolean = false) = // 8
    Bundle().apply {                                                               // 9
        putString("status", "error"); putString("error_code", code)                // 10-11
        putString("error_message", message); putBoolean("retryable", retryable)    // 12-13
        putInt("protocol_version", 2)                                              // 14
    }
fun deny(code: String, message: String = "confirm in the app") =                  // 17
    Bundle().apply {                                                               // 18
        putString("status", "error"); putString("error_code", code)                // 19-20
        putString("error_message", message)                                        // 21
    }

// JobsProvider.kt
class JobsProvider : ContentProvider() {                                           // 5
    override fun onCreate() = true                                                 // 6
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        Binder.getCallingUid()                                                     // 8
        return when (extras?.getString("tool_name")) {                             // 9
            "purge" -> purge()                                                     // 10
            "purge_confirmed" -> purgeConfirmed()                                  // 11
            else -> fail("TOOL_NOT_FOUND", "no such tool")                         // 12
        }
    }
    // TP CETP508 (at Fail.kt:11): USER_ACTION_REQUIRED through fail$default, returned as it is
    private fun purge(): Bundle = fail("USER_ACTION_REQUIRED")                     // 15
    // NM CETP508 (deny's put, Fail.kt:20): the caller adds both keys to what deny$default returns
    private fun purgeConfirmed(): Bundle = deny("USER_ACTION_REQUIRED").apply {    // 16
        putParcelable("resolution", PendingIntent.getActivity(context, 0,
            Intent(context, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)) // 17
        putString("resume_token", UUID.randomUUID().toString())                    // 19
    }
}
