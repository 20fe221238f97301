// rev18_intents: Kotlin 2, kotlinc + D8. Scope functions (apply/also compile
// to a copy of the receiver and inline code), an @JvmStatic @JvmOverloads
// helper in an object (the 2-argument overload goes through activity$default
// with mask 0x4, which substitutes FLAG_IMMUTABLE).
object Pending {                                                                   // Pending.kt 6
    @JvmStatic @JvmOverloads
    fun activity(ctx: Context, intent: Intent, flags: Int = PendingIntent.FLAG_IMMUTABLE): PendingIntent = // 8
        PendingIntent.getActivity(ctx, 0, intent, flags)                          // 9
}
class AlarmProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "snooze" -> snooze(extras)                                             // 29
            "delete_all" -> deleteAll(extras)                                      // 30
            "edit_alarm" -> editAlarm(extras)                                      // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 32
        }
    }
    private fun snooze(extras: Bundle): Bundle {
        val i = Intent().apply {                                                   // 36
            setClassName(requireContext(), "com.example.r18i.ConfirmActivity")     // 37
        }
        val pi = Pending.activity(requireContext(), i)                             // 38  NM CETP601/602 (explicit; default FLAG_IMMUTABLE)
        return needsConfirm(pi)                                                    // 39
    }
    private fun deleteAll(extras: Bundle): Bundle {
        val i = Intent("com.example.r18i.CONFIRM").also {                          // 43
            it.putExtra("what", "all")                                             // 44
        }
        val pi = Pending.activity(requireContext(), i)                             // 45  TP CETP602 (implicit; immutable)
        return needsConfirm(pi)                                                    // 46
    }
    private fun editAlarm(extras: Bundle): Bundle {
        val i = Intent(requireContext(), ConfirmActivity::class.java)              // 50
        val pi = Pending.activity(requireContext(), i,
            PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)       // 51  TP CETP601
        return needsConfirm(pi)                                                    // 52
    }
    private fun needsConfirm(pi: PendingIntent): Bundle =
        Replies.error("USER_ACTION_REQUIRED", "confirm in the app").apply {        // 56
            putParcelable("resolution", pi)                                        // 57
            putString("resume_token", Resumes.issue(Binder.getCallingUid()))       // 58
        }
}
