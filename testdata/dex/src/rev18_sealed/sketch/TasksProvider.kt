// rev18_sealed: Kotlin 2, kotlinc + D8. A sealed interface whose companion
// object (Cmd$Companion.$$INSTANCE, re-exported as Cmd.Companion) parses the
// request into data classes; `when (cmd)` over the sealed type compiles to
// instance-of chains ending in NoWhenBranchMatchedException.
sealed interface Cmd {                                                             // Cmd.kt 5
    data class Purge(val folder: String, val confirmed: Boolean) : Cmd             // 6
    data class Mute(val folder: String, val notify: Boolean) : Cmd                 // 7
    companion object {                                                             // 8
        fun from(tool: String?, args: JSONObject): Cmd? = when (tool) {            // 9
            "purge" -> Purge(args.getString("folder"), args.optBoolean("user_confirmed")) // 10
            "mute" -> Mute(args.getString("folder"), args.optBoolean("notify"))    // 11
            else -> null                                                           // 12
        }
    }
}
class TasksProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        val cmd = Cmd.from(extras.getString("tool_name"), JSONObject(extras.getString("args") ?: "{}")) // 28
            ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")              // 29
        return run(cmd)                                                            // 30
    }
    private fun run(cmd: Cmd): Bundle = when (cmd) {                               // 33
        is Cmd.Purge -> {
            if (cmd.confirmed) db().delete("tasks", "folder = ?", arrayOf(cmd.folder)) // 35  TP CETP614
            Replies.success("{}")                                                  // 36
        }
        is Cmd.Mute -> {                                                           // 38
            db().update("folders", ContentValues().apply { put("muted", 1) }, "name = ?", arrayOf(cmd.folder)) // 39
            if (cmd.notify) requireContext().sendBroadcast(Intent("com.example.r18s.MUTED")) // 40  NM CETP614 (an option, not a confirmation)
            Replies.success("{}")                                                  // 41
        }
    }
    private fun db(): SQLiteDatabase =
        SQLiteDatabase.openOrCreateDatabase(requireContext().getDatabasePath("tasks.db"), null) // 45
}
