package com.beehive

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject

class HiveProvider : ContentProvider() {
    private val ops = Channel<DbOp>(Channel.UNLIMITED)
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = context!!.openOrCreateDatabase("beehive.db", 0, null)
        scope.launch(Dispatchers.IO) {
            for (op in ops) {
                when (op) {
                    is DbOp.Insert -> db.insert("inspections", null, ContentValues().apply {
                        put("hive", op.hive)
                        put("note", op.note)
                        put("owner", op.owner)
                    })
                    is DbOp.Delete -> db.delete("inspections", "id = ? AND owner = ?",
                        arrayOf(op.id, Binder.getCallingUid().toString()))
                    is DbOp.Query -> op.reply.complete(readNotes(db.rawQuery(op.sql, op.args)))
                }
            }
        }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return errorBundle("PERMISSION_DENIED", "unknown or shared caller")
        if (pkg !in APIARY) return errorBundle("PERMISSION_DENIED", "not an apiary app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "log_inspection" -> logInspection(uid, args)
            "remove_inspection" -> removeInspection(uid, args)
            "forget_inspection" -> forgetInspection(uid, req, args)
            "find_inspections" -> findInspections(args)
            "hive_notes" -> hiveNotes(args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun logInspection(uid: Int, args: JSONObject): Bundle {
        ops.trySend(DbOp.Insert(args.optString("hive"), args.optString("note"), uid))
        return okBundle("{\"queued\":true}")
    }

    private fun removeInspection(uid: Int, args: JSONObject): Bundle {
        val id = args.optString("id")
        if (args.optBoolean("confirmed")) {
            ops.trySend(DbOp.Delete(id))
            return okBundle("{\"removed\":true}")
        }
        val token = ResumeBook.issue(Tokens.secure(), uid)
        return needsUser(confirm(ConfirmRemoveActivity::class.java, 11, PendingIntent.FLAG_IMMUTABLE), token)
    }

    private fun forgetInspection(uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val token = ResumeBook.issue(Tokens.secure(), uid)
            return needsUser(confirm(ConfirmRemoveActivity::class.java, 12, PendingIntent.FLAG_UPDATE_CURRENT), token)
        }
        ops.trySend(DbOp.Delete(args.optString("id")))
        return okBundle("{\"forgotten\":true}")
    }

    private fun findInspections(args: JSONObject): Bundle {
        val hive = args.optString("hive")
        val reply = CompletableDeferred<List<String>>()
        ops.trySend(DbOp.Query("SELECT note FROM inspections WHERE hive = '" + hive + "'", null, reply))
        val notes = runBlocking { reply.await() }
        return okBundle(JSONArray(notes).toString())
    }

    private fun hiveNotes(args: JSONObject): Bundle {
        val hive = args.optString("hive")
        val reply = CompletableDeferred<List<String>>()
        ops.trySend(DbOp.Query("SELECT note FROM inspections WHERE hive = ?", arrayOf(hive), reply))
        val notes = runBlocking { reply.await() }
        return okBundle(JSONArray(notes).toString())
    }

    private fun confirm(target: Class<*>, code: Int, flags: Int): PendingIntent {
        val ctx = context!!
        val intent = Intent(ctx, target).putExtra("from", ctx.packageName)
        return PendingIntent.getActivity(ctx, code, intent, flags)
    }

    private fun readNotes(c: Cursor): List<String> {
        val out = ArrayList<String>()
        while (c.moveToNext()) out.add(c.getString(0))
        c.close()
        return out
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val APIARY = setOf("com.beehive", "com.beehive.companion")
        const val TOOLS = "[\"log_inspection\",\"remove_inspection\",\"forget_inspection\",\"find_inspections\",\"hive_notes\"]"
    }
}
