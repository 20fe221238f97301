package com.harborfiles

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONException
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

/** One execute_tool call; the deadline is copied in by the branches that start work. */
data class SyncRequest(val uid: Int, val requestId: String?, val tool: String, val args: String, val deadlineAtMs: Long = 0L) {
    fun expired(): Boolean = deadlineAtMs <= System.currentTimeMillis()
}

sealed class SyncTool(val name: String) {
    class Status(name: String) : SyncTool(name)
    class Job(name: String) : SyncTool(name)
    class Batch(name: String) : SyncTool(name)
    class Guarded(name: String) : SyncTool(name)
}

object SyncSessions {
    private const val TTL_MS = 30 * 60 * 1000L
    private val live = ConcurrentHashMap<String, Session>()

    fun open(uid: Int): Session =
        Session(Tokens.opaque(), uid, System.currentTimeMillis() + TTL_MS).also { live[it.token] = it }

    fun find(token: String?): Session? = token?.let { live[it] }?.takeIf { !it.expired() }
}

class SyncProvider : ContentProvider() {
    private lateinit var store: SyncStore
    private lateinit var restore: RestoreFlow

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        store = SyncStore(ctx.openOrCreateDatabase("sync.db", Context.MODE_PRIVATE, null))
        // Restores are approved in the Harbor Backup app, which owns the snapshots.
        restore = RestoreFlow(store, Confirmer(BACKUP_APP, "$BACKUP_APP.ApproveRestoreActivity"), ResumeLedger())
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ex = extras ?: Bundle()
        if (method == "negotiate") {
            val offered = ex.getIntArray("consumer_versions") ?: IntArray(0)
            return if (2 in offered) Replies.negotiated(SyncSessions.open(uid).token, "com.harborfiles.sync", "Harbor Files sync")
            else Replies.unsupportedVersion()
        }
        if (method !in METHODS) return Replies.error(ex.requestId, "METHOD_NOT_FOUND", "Unknown method")
        SyncSessions.find(ex.sessionToken)
            ?: return Replies.error(ex.requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", retryable = true)
        val req = SyncRequest(uid, ex.requestId, ex.toolName, ex.rawArgs)
        return try {
            when (method) {
                "get_provider_info" -> Replies.success(req.requestId, JSONObject(PROVIDER_INFO))
                "list_tools" -> Replies.success(req.requestId, JSONObject(TOOLS))
                else -> execute(req, ex)
            }
        } catch (e: JSONException) {
            Replies.error(req.requestId, "INVALID_ARGS", "The arguments are not valid JSON")
        }
    }

    private fun execute(req: SyncRequest, ex: Bundle): Bundle = when (val tool = TOOL_SET.firstOrNull { it.name == req.tool }) {
        null -> Replies.error(req.requestId, "TOOL_NOT_FOUND", "No tool of that name")
        is SyncTool.Status -> Replies.success(req.requestId, store.status(req.uid))
        is SyncTool.Job -> {
            val timed = req.copy(deadlineAtMs = ex.deadlineAtMs)
            if (timed.expired()) deadlinePassed(timed)
            else Replies.success(timed.requestId, store.runSync(timed.uid, JSONObject(timed.args).optString("folder", "/")))
        }
        is SyncTool.Batch -> Replies.success(req.requestId, store.enqueue(req.uid, JSONObject(req.args).getJSONArray("paths")))
        is SyncTool.Guarded -> {
            val timed = req.copy(deadlineAtMs = ex.deadlineAtMs)
            if (timed.expired()) deadlinePassed(timed) else restore.handle(context!!, timed, ex.resumeToken)
        }
    }

    private fun deadlinePassed(req: SyncRequest): Bundle =
        Replies.error(req.requestId, "DEADLINE_EXCEEDED", "The request deadline has passed")

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val BACKUP_APP = "com.harborfiles.backup"
        private val METHODS = setOf("get_provider_info", "list_tools", "execute_tool")
        private val TOOL_SET = listOf(
            SyncTool.Status("sync_status"),
            SyncTool.Job("sync_now"),
            SyncTool.Batch("queue_uploads"),
            SyncTool.Guarded("restore_snapshot"),
        )

        const val PROVIDER_INFO = "{\"provider_id\":\"com.harborfiles.sync\",\"provider_name\":\"Harbor Files sync\"," +
            "\"description\":\"Cloud sync of Harbor Files\",\"scopes\":[" +
            "{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read the sync queue and runs\",\"access\":\"read\",\"sensitivity\":\"personal\"}," +
            "{\"name\":\"sync.write\",\"title\":\"Run sync\",\"description\":\"Start syncs, queue uploads and restore snapshots\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

        const val TOOLS = "{\"revision\":\"sync-3\",\"tools\":[" +
            "{\"name\":\"sync_status\",\"description\":\"Show the upload queue and the last sync\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"sync_now\",\"description\":\"Sync a folder now\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"confirmation\":\"never\",\"open_world\":true}}," +
            "{\"name\":\"queue_uploads\",\"description\":\"Queue files for upload\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":true}}," +
            "{\"name\":\"restore_snapshot\",\"description\":\"Restore all files from a snapshot\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"sync.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"
    }
}
