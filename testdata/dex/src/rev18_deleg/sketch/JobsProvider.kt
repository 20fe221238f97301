// rev18_deleg: Kotlin 2, kotlinc + D8. Properties delegated to
// Delegates.notNull() (a ReadWriteProperty from the Kotlin library: the
// getter and setter call its getValue/setValue with the KProperty from
// $$delegatedProperties, the value lives in the library object), and the
// package list of a UID read through ?.let { it[0] } and through
// ?.takeIf { it.size == 1 }?.get(0) (takeIf inlined).
class JobsProvider : ContentProvider() {                                           // 14
    private var weak: java.util.Random by Delegates.notNull()                      // 15
    private var strong: java.util.Random by Delegates.notNull()                    // 16
    override fun onCreate(): Boolean {
        weak = java.util.Random()                                                  // 18
        strong = java.security.SecureRandom()                                      // 19
        return true                                                                // 20
    }
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "start_job" -> startJob(extras)                                        // 29
            "start_sync" -> startSync(extras)                                      // 30
            "partner_feed" -> partnerFeed(extras)                                  // 31
            "solo_feed" -> soloFeed(extras)                                        // 32
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 33
        }
    }
    private fun startJob(extras: Bundle): Bundle {
        val op = java.lang.Long.toHexString(weak.nextLong())                       // 37  TP CETP613 (java.util.Random behind Delegates.notNull)
        return Replies.success(JSONObject().put("operation_id", op).toString())    // 38
    }
    private fun startSync(extras: Bundle): Bundle {
        val op = java.lang.Long.toHexString(strong.nextLong())                     // 42  NM CETP613 (SecureRandom behind the same delegate kind)
        return Replies.success(JSONObject().put("operation_id", op).toString())    // 43
    }
    private fun partnerFeed(extras: Bundle): Bundle {
        val pkg = requireContext().packageManager.getPackagesForUid(Binder.getCallingUid())?.let { it[0] } // 47  TP CETP604
        if (pkg != "com.partner.app") return Replies.error("PERMISSION_DENIED", "not a partner") // 48
        return Replies.success("{}")                                               // 49
    }
    private fun soloFeed(extras: Bundle): Bundle {
        val pkg = requireContext().packageManager.getPackagesForUid(Binder.getCallingUid())
            ?.takeIf { it.size == 1 }?.get(0)                                      // 53  NM CETP604 (exactly one package)
        if (pkg != "com.partner.app") return Replies.error("PERMISSION_DENIED", "not a partner") // 54
        return Replies.success("{}")                                               // 55
    }
}
