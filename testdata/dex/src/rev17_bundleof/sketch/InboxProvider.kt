// rev17_bundleof: Kotlin 2, kotlinc + D8 min 24, androidx.core-ktx 1.12
// (its bundleOf ships in the APK: BundleKt.bundleOf(vararg Pair) loops over the
// pairs and puts each value by its type). Keys live in companion @JvmField vals
// (static fields of InboxProvider set in <clinit>, not inlined like const val).
class InboxProvider : ContentProvider() {
    companion object {
        @JvmField val CALLER_KEY = "caller_package"                             // 16
        @JvmField val SUBJECT_KEY = "package_name"                              // 17
        @JvmField val TRUSTED: Set<String> = setOf("com.example.mail")          // 18
    }
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-26 the head
        when (extras.getString("tool_name")) {                                  // 28
            "mark_read" -> return markRead(extras)                              // 29
            "app_badge" -> return badge(extras)                                 // 30
            "open_mail" -> return openMail()                                    // 31
            "sign_in" -> return signIn(uid)                                     // 32
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                  // 34
    }
    private fun markRead(extras: Bundle): Bundle {
        val from = extras.getString(CALLER_KEY)                                 // 37
        if (from !in TRUSTED) return Replies.error("PERMISSION_DENIED", "not trusted") // 38  TP CETP606 (key from the companion field)
        return Replies.success("{}")                                            // 39
    }
    private fun badge(extras: Bundle): Bundle {
        val pkg = extras.getString(SUBJECT_KEY)                                 // 42
        if (pkg !in TRUSTED) return Replies.error("INVALID_ARGUMENT", "unknown app") // 43  NM CETP606 (package_name is the tool's subject)
        return Replies.success("{\"badge\":3}")                                 // 44
    }
    private fun openMail(): Bundle = bundleOf(                                  // 47
        "status" to "error", "error_code" to "USER_ACTION_REQUIRED",            // 48  TP CETP508 (no resolution, no resume_token)
        "error_message" to "sign in first", "retryable" to false,               // 49
        "protocol_version" to 2, "authorize_intent" to "com.example.r17b.SIGN_IN") // 50  TP CETP509 (v2-only app)
    private fun signIn(uid: Int): Bundle {
        val pi = PendingIntent.getActivity(context, 0,
            Intent(context, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE) // 54
        return bundleOf(                                                        // 55
            "status" to "error", "error_code" to "USER_ACTION_REQUIRED",        // 56  NM CETP508/CETP509
            "error_message" to "sign in first", "retryable" to false,           // 57
            "protocol_version" to 2, "resolution" to pi,                        // 58
            "resume_token" to Resumes.issue(uid))                               // 59
    }
}
