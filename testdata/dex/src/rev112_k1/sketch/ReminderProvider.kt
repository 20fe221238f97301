package com.inkwell

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

class ReminderProvider : ContentProvider() {
    private val tools: List<Tool> by lazy {
        ReminderTools(Stores.reminders).let { t ->
            listOf(
                Tool("schedule_reminder", t::schedule),
                Tool("reschedule_reminder", t::reschedule),
                Tool("share_reminder", t::shareReminder),
                Tool("share_list", t::shareList),
                Tool("clear_done", t::clearDone),
                Tool("purge_reminders", t::purgeAll),
                Tool("restore_backup", t::restore),
                Tool("import_list", t::importList),
            )
        }
    }

    override fun onCreate(): Boolean {
        Stores.open(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = extras ?: Bundle()
        fun sessionOk(): Boolean = Sessions.owns(req.getString("session_token"), uid)
        fun fail(code: String, message: String): Bundle = Envelope.error(req, code, message)
        if (!Access.trusted(ctx, uid)) return fail("PERMISSION_DENIED", "caller is not an Inkwell consumer")
        return when {
            method == "negotiate" -> Sessions.negotiate(uid)
            !sessionOk() -> fail("NEGOTIATION_REQUIRED", "negotiate first")
            method == "list_tools" ->
                Envelope.ok(req, tools.joinToString(",", "{\"revision\":\"reminders-7\",\"tools\":[", "]}") { "{\"name\":\"${it.name}\"}" })
            method != "execute_tool" -> fail("METHOD_NOT_FOUND", "unknown method")
            req.getLong("deadline_at_ms") <= System.currentTimeMillis() -> fail("DEADLINE_EXCEEDED", "the deadline has passed")
            else -> Call(ctx, uid, req).let { c ->
                tools.firstOrNull { it.name == c.toolName }?.handler?.invoke(c, c.args())
                    ?: fail("TOOL_NOT_FOUND", "unknown tool")
            }
        }
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}
