// rev26_consts508: Kotlin 2 (shapes checked against kotlinc 2.4.20) + D8.
// Error codes kept as constants that are not `const val`: a companion's
// private val (a static field of the outer class set in its <clinit>), an
// object's @JvmField val (sget) and plain val (INSTANCE.getDENIED()), and
// data-class properties with defaults (the synthetic constructor taking a
// mask and a DefaultConstructorMarker fills them in).
object Codes {                                                                     // Codes.kt 5
    @JvmField val CONFIRM = "USER_ACTION_REQUIRED"                                 // 6
    val DENIED = "AUTH_REQUIRED"                                                   // 7
}
data class ToolError(val code: String, val message: String = "sign in", val resumeToken: String? = null) { // ToolError.kt 5
    fun toBundle() = Bundle().apply {                                              // 6
        putString("status", "error")                                               // 7
        putString("error_code", code)                                              // 8   TP CETP508 (login's ToolError("AUTH_REQUIRED"))
        putString("error_message", message)                                        // 9
        if (resumeToken != null) putString("resume_token", resumeToken)            // 10
    }
}
data class Prompt(val resolution: PendingIntent, val resumeToken: String, val code: String = "USER_ACTION_REQUIRED") { // Prompt.kt 5
    fun toBundle() = Bundle().apply {                                              // 6
        putString("status", "error")                                               // 7
        putString("error_code", code)                                              // 8   NM CETP508 (both keys)
        putParcelable("resolution", resolution)                                    // 9
        putString("resume_token", resumeToken)                                     // 10
    }
}
class Failure(val code: String) {                                                  // Failure.kt 5
    fun toBundle() = Bundle().apply {                                              // 6
        putString("status", "error")                                               // 7
        putString("error_code", code)                                              // 8   note CETP508 (constructed 3 helpers up: the bound)
    }
}
fun fail1(code: String) = fail2(code)                                              // Failures.kt 5
fun fail2(code: String) = fail3(code)                                              // 6
fun fail3(code: String) = Failure(code).toBundle()                                 // 7
class MailProvider : ContentProvider() {                                           // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_mapargs head
        if (tool == "sync_mail") return syncMail(extras)                           // 29
        if (tool == "purge_mail") return purgeMail(extras)                         // 30
        if (tool == "archive_mail") return archiveMail(extras)                     // 31
        if (tool == "login") return login(extras)                                  // 32
        if (tool == "confirm_send") return confirmSend(extras)                     // 33
        if (tool == "expire") return expire(extras)                                // 34
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 35
    }
    private fun confirmIntent() = PendingIntent.getActivity(requireContext(), 0,
        Intent(requireContext(), ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE) // 37
    private fun syncMail(extras: Bundle) = Replies.error(NEEDS_AUTH, "sign in first") // 40  TP CETP508 (at Replies.java:11)
    private fun purgeMail(extras: Bundle): Bundle {
        val b = Replies.error(Codes.CONFIRM, "confirm in the app")                 // 43  NM CETP508
        b.putParcelable("resolution", confirmIntent())                             // 44
        b.putString("resume_token", Resumes.issue(Binder.getCallingUid()))         // 45
        return b                                                                   // 46
    }
    private fun archiveMail(extras: Bundle) = Replies.error(Codes.DENIED, "sign in first") // 49  TP CETP508 (at Replies.java:11)
    private fun login(extras: Bundle) = ToolError("AUTH_REQUIRED").toBundle()      // 52
    private fun confirmSend(extras: Bundle) =
        Prompt(confirmIntent(), Resumes.issue(Binder.getCallingUid())).toBundle()  // 55
    private fun expire(extras: Bundle) = fail1("AUTH_REQUIRED")                    // 58
    companion object {
        private val NEEDS_AUTH = "AUTH_REQUIRED"                                   // 56 (in MailProvider.<clinit>)
    }
}
