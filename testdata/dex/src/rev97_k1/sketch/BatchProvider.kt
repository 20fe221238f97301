package com.brewday

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.ReceiveChannel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.channels.actor
import kotlinx.coroutines.channels.consumeEach
import kotlinx.coroutines.channels.produce
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.selects.select
import org.json.JSONArray
import org.json.JSONObject

sealed class BatchMsg {
    class Dump(val batch: String, val confirmed: Boolean) : BatchMsg()
    class Archive(val batch: String) : BatchMsg()
    class Brewed(val batch: String, val uid: Int) : BatchMsg()
    class Tasted(val batch: String) : BatchMsg()
}

class BatchProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val scope = CoroutineScope(Dispatchers.IO + SupervisorJob())
    private val brewers = ConcurrentHashMap<String, Int>()
    private val mailbox: SendChannel<BatchMsg> = scope.actor(capacity = Channel.UNLIMITED) {
        for (msg in channel) {
            when (msg) {
                is BatchMsg.Dump -> if (msg.confirmed) db.delete("batches", "name = ?", arrayOf(msg.batch))
                is BatchMsg.Archive -> db.delete("batches", "name = ?", arrayOf(msg.batch))
                is BatchMsg.Brewed -> brewers[msg.batch] = msg.uid
                is BatchMsg.Tasted -> brewers[msg.batch] = Binder.getCallingUid()
            }
        }
    }

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "batches.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in BREWERS) return errorBundle("PERMISSION_DENIED", "not a BrewDay app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "dump_batch" -> dumpBatch(args)
            "archive_batch" -> archiveBatch(ctx, uid, req, args)
            "log_brew" -> logBrew(uid, args)
            "log_tasting" -> logTasting(args)
            "by_style" -> byStyle(args)
            "by_hop" -> byHop(args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun dumpBatch(args: JSONObject): Bundle {
        mailbox.trySend(BatchMsg.Dump(args.optString("batch"), args.optBoolean("confirmed")))
        return okBundle("{\"queued\":true}")
    }

    private fun archiveBatch(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, ArchiveBatchActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 21, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.stamp(), uid))
        }
        val batch = args.optString("batch")
        runBlocking { mailbox.send(BatchMsg.Archive(batch)) }
        return okBundle("{\"archived\":true}")
    }

    private fun logBrew(uid: Int, args: JSONObject): Bundle {
        mailbox.trySend(BatchMsg.Brewed(args.optString("batch"), uid))
        return okBundle("{\"logged\":true}")
    }

    private fun logTasting(args: JSONObject): Bundle {
        mailbox.trySend(BatchMsg.Tasted(args.optString("batch")))
        return okBundle("{\"logged\":true}")
    }

    private fun CoroutineScope.namesByStyle(style: String): ReceiveChannel<String> = produce {
        val c = db.rawQuery("SELECT name FROM batches WHERE style = '" + style + "'", null)
        while (c.moveToNext()) send(c.getString(0))
        c.close()
    }

    private fun CoroutineScope.namesByHop(hop: String): ReceiveChannel<String> = produce {
        val c = db.rawQuery("SELECT name FROM batches WHERE hop = ?", arrayOf(hop))
        while (c.moveToNext()) send(c.getString(0))
        c.close()
    }

    private fun byStyle(args: JSONObject): Bundle {
        val style = args.optString("style")
        val names = JSONArray()
        runBlocking { namesByStyle(style).consumeEach { names.put(it) } }
        return okBundle(names.toString())
    }

    private fun byHop(args: JSONObject): Bundle {
        val hop = args.optString("hop")
        val first = runBlocking {
            val names = namesByHop(hop)
            select<String> { names.onReceive { it } }
        }
        return okBundle("{\"first\":\"" + first + "\"}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val BREWERS = setOf("com.brewday", "com.brewday.companion")
        const val TOOLS = "[\"dump_batch\",\"archive_batch\",\"log_brew\",\"log_tasting\",\"by_style\",\"by_hop\"]"
    }
}
