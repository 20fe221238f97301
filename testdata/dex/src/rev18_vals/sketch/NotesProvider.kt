// rev18_vals: Kotlin 2, kotlinc + D8. A @JvmInline value class (callers
// hold the bare String; functions with OpId in their signature get mangled
// names such as random-2MhOIbU and opReply-BrCxcgY), and an inline reified
// extension whose body is copied into each caller (SMAP line 61 = Args.kt:7).
@JvmInline value class OpId(val raw: String) {                                     // OpId.kt 6
    companion object {                                                             // 7
        fun random(): OpId = OpId(java.util.Random().nextLong().toString(16))      // 8  TP CETP613 source
        fun fromUuid(): OpId = OpId(UUID.randomUUID().toString())                  // 9
    }
}
inline fun <reified T> Bundle.arg(key: String): T? = get(key) as? T                // Args.kt 7
class NotesProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "start_sync" -> startSync(extras)                                      // 29
            "start_backup" -> startBackup(extras)                                  // 30
            "purge" -> purge(extras)                                               // 31
            "cleanup" -> cleanup(extras)                                           // 32
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 33
        }
    }
    private fun startSync(extras: Bundle): Bundle {
        val id = OpId.random()                                                     // 36  TP CETP613 (java.util.Random → operation_id at :44)
        return opReply(id)                                                         // 37
    }
    private fun startBackup(extras: Bundle): Bundle {
        val id = OpId.fromUuid()                                                   // 40  NM CETP613
        return opReply(id)                                                         // 41
    }
    private fun opReply(id: OpId): Bundle =
        Replies.success(JSONObject().put("operation_id", id.raw).toString())       // 44
    private fun purge(extras: Bundle): Bundle {
        val force = extras.arg<Boolean>("force") ?: false                          // 47
        if (force) db().delete("notes", null, null)                                // 48  TP CETP614
        return Replies.success("{}")                                               // 49
    }
    private fun cleanup(extras: Bundle): Bundle {
        val keep = extras.arg<Boolean>("keep_backup") ?: false                     // 53
        if (keep) File(requireContext().filesDir, "trash.bak").writeText("[]")     // 54  NM CETP614 (an option)
        db().delete("trash", null, null)                                           // 55
        return Replies.success("{}")                                               // 56
    }
    private fun db(): SQLiteDatabase =
        SQLiteDatabase.openOrCreateDatabase(requireContext().getDatabasePath("notes.db"), null) // 59
}
