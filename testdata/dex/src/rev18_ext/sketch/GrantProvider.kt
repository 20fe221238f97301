// rev18_ext: Kotlin 2, kotlinc + D8. Extension properties on Bundle (static
// getters in ExtKt), a lateinit java.util.Random set in onCreate (every read
// checks the field and throws UninitializedPropertyAccessException when null),
// a private companion val (a static field of the outer class).
// Ext.kt
val Bundle.callerPackage: String? get() = getString("caller_package")            // 7
val Bundle.targetPackage: String? get() = getString("package_name")               // 8

class GrantProvider : ContentProvider() {                                          // 12
    private lateinit var rng: java.util.Random
    companion object { private val PARTNERS = setOf("com.partner.app", "com.partner.lite") } // 15
    override fun onCreate(): Boolean {
        rng = java.util.Random()                                                   // 17
        return true                                                                // 18
    }
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "grant_partner" -> grantPartner(extras)                                // 29
            "share_to" -> shareTo(extras)                                          // 30
            "start_export" -> startExport(extras)                                  // 31
            "ping" -> ping(extras)                                                 // 32
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 33
        }
    }
    private fun grantPartner(extras: Bundle): Bundle {
        val pkg = extras.callerPackage                                             // 36  TP CETP606 (caller identity from extras via an extension getter)
        if (pkg !in PARTNERS)                                                      // 37
            return Replies.error("PERMISSION_DENIED", "not a partner")             // 38
        requireContext().getSharedPreferences("grants", 0).edit().putBoolean(pkg, true).apply() // 39
        return Replies.success("{}")                                               // 40
    }
    private fun shareTo(extras: Bundle): Bundle {
        val pkg = extras.targetPackage                                             // 44  NM CETP606 (the subject of the tool)
        val i = Intent(Intent.ACTION_SEND).setPackage(pkg).putExtra(Intent.EXTRA_TEXT, "shared note") // 45
        requireContext().sendBroadcast(i)                                          // 46
        return Replies.success("{}")                                               // 47
    }
    private fun startExport(extras: Bundle): Bundle {
        val op = java.lang.Long.toHexString(rng.nextLong())                        // 51  TP CETP613 (lateinit java.util.Random → operation_id)
        val data = JSONObject().put("operation_id", op).toString()                 // 52
        return Replies.success(data)                                               // 53
    }
    private fun ping(extras: Bundle): Bundle {
        val jitter = rng.nextInt(500)                                              // 57  NM CETP613 (a retry delay, not a token)
        val data = JSONObject().put("retry_after_ms", jitter).toString()           // 58
        return Replies.success(data)                                               // 59
    }
}
