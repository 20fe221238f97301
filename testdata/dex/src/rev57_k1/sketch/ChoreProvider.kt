package com.chorechart

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

class ChoreProvider : ContentProvider() {
    private val repo: ChoreRepo by inject()
    private lateinit var db: SQLiteDatabase

    private val tools: Map<String, Tool> = buildMap {
        put("list_chores", Tool { c -> okBundle(repo.byRoom(c.args.optString("room"))) })
        put("search_chores", Tool { c -> okBundle(repo.search(c.args.optString("text"))) })
        put("claim_chore", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "claim_chore")) {
                val token = Tokens.secure()
                ResumeBook.issue(token, c.uid, "claim_chore")
                val pi = Resolutions.confirm(c.context, ConfirmChoreActivity::class, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
                return@Tool needsUser(pi, token)
            }
            val values = ContentValues().apply { put("assignee", c.pkg) }
            okBundle("{\"claimed\":" + db.update("chores", values, "_id = ?", arrayOf(choreId.toString())) + "}")
        })
        put("delete_chore", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            if (!c.args.optBoolean("confirmed")) {
                val token = Tokens.secure()
                ResumeBook.issue(token, c.uid, "delete_chore")
                return@Tool needsUser(Resolutions.confirm(c.context, ConfirmChoreActivity::class, PendingIntent.FLAG_IMMUTABLE), token)
            }
            okBundle("{\"deleted\":" + db.delete("chores", "_id = ?", arrayOf(choreId.toString())) + "}")
        })
        put("swap_chore", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            val with = c.args.optString("with_chore")
            if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "swap_chore")) {
                val token = Tokens.secure()
                ResumeBook.issue(token, c.uid, "swap_chore")
                val pi = Resolutions.confirm(c.context, ConfirmSwapActivity::class, PendingIntent.FLAG_UPDATE_CURRENT)
                return@Tool needsUser(pi, token)
            }
            val values = ContentValues().apply { put("swapped_with", with) }
            okBundle("{\"swapped\":" + db.update("chores", values, "_id = ? AND assignee = ?", arrayOf(choreId.toString(), c.pkg)) + "}")
        })
        put("assign_chore", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            val owner = c.req.getString("calling_package") ?: c.pkg
            check(owner.isNotEmpty()) { "no owner" }
            val values = ContentValues().apply { put("assignee", c.args.optString("to")) }
            okBundle("{\"assigned\":" + db.update("chores", values, "_id = ? AND owner = ?", arrayOf(choreId.toString(), owner)) + "}")
        })
        put("reassign_chore", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            val claimed = c.req.getString("calling_package")
            require(claimed == null || claimed == c.pkg) { "calling_package does not match the caller" }
            val values = ContentValues().apply { put("assignee", c.args.optString("to")) }
            okBundle("{\"assigned\":" + db.update("chores", values, "_id = ? AND owner = ?", arrayOf(choreId.toString(), c.pkg)) + "}")
        })
        put("nudge", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            val ident = Binder.clearCallingIdentity()
            try {
                val from = Binder.getCallingUid()
                val values = ContentValues().apply {
                    put("chore_id", choreId)
                    put("from_uid", from)
                }
                okBundle("{\"nudge\":" + db.insert("nudges", null, values) + "}")
            } finally {
                Binder.restoreCallingIdentity(ident)
            }
        })
        put("remind", Tool { c ->
            val choreId = c.args.optLong("chore_id")
            val ident = Binder.clearCallingIdentity()
            try {
                val values = ContentValues().apply {
                    put("chore_id", choreId)
                    put("from_uid", c.uid)
                }
                okBundle("{\"reminder\":" + db.insert("nudges", null, values) + "}")
            } finally {
                Binder.restoreCallingIdentity(ident)
            }
        })
    }

    override fun onCreate(): Boolean {
        val app = requireNotNull(context).applicationContext
        ServiceLocator.register(ChoreRepo::class.java) { SqlChoreRepo(app) }
        db = HouseDb.open(app)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in HOUSE_APPS) return errorBundle("PERMISSION_DENIED", "not a ChoreChart app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(TOOLS_JSON)
            "execute_tool" -> execute(ToolCtx(ctx, uid, pkg, req))
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(c: ToolCtx): Bundle {
        if (c.req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = tools[c.req.toolName] ?: return errorBundle("TOOL_NOT_FOUND", "no such tool")
        return try {
            tool.run(c)
        } catch (e: Exception) {
            Log.w(TAG, "chore tool failed", e)
            errorBundle("INTERNAL_ERROR", "chores are unavailable")
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "ChoreProvider"
        private val HOUSE_APPS = setOf("com.chorechart.companion", "com.chorechart.wear")
        private const val TOOLS_JSON = "{\"revision\":\"chores-3\",\"tools\":[\"list_chores\",\"search_chores\",\"claim_chore\",\"delete_chore\",\"swap_chore\",\"assign_chore\",\"reassign_chore\",\"nudge\",\"remind\"]}"
    }
}
