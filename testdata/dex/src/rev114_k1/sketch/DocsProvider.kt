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

/** The caller as call() saw it on the Binder thread. */
class Caller(val uid: Int, val packages: Array<String>)

class DocCall(
    val ctx: Context,
    val caller: Caller,
    val requestId: String?,
    val tool: String,
    val rawArgs: String,
    val args: JSONObject,
    val resumeToken: String?,
)

class DocsProvider : ContentProvider() {
    private lateinit var actions: DocActions

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        val db = ctx.openOrCreateDatabase("docs.db", Context.MODE_PRIVATE, null)
        actions = DocActions(DocStore(db), Confirmer(APP_ID, "$APP_ID.ui.ConfirmActivity"), ResumeLedger())
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ex = extras ?: Bundle()
        return try {
            when (method) {
                "negotiate" -> negotiate(uid, ex)
                "get_provider_info" -> sessionProblem(uid, ex) ?: Replies.success(ex.requestId, JSONObject(PROVIDER_INFO))
                "list_tools" -> sessionProblem(uid, ex) ?: Replies.success(ex.requestId, JSONObject(TOOLS))
                "execute_tool" -> sessionProblem(uid, ex) ?: execute(uid, ex)
                else -> Replies.error(ex.requestId, "METHOD_NOT_FOUND", "Unknown method")
            }
        } catch (e: JSONException) {
            Replies.error(ex.requestId, "INVALID_ARGS", "The arguments are not valid JSON")
        }
    }

    private fun negotiate(uid: Int, ex: Bundle): Bundle {
        val offered = ex.getIntArray("consumer_versions") ?: IntArray(0)
        if (2 !in offered) return Replies.unsupportedVersion()
        return Replies.negotiated(openSession(uid).token, APP_ID, "Harbor Files")
    }

    private fun sessionProblem(uid: Int, ex: Bundle): Bundle? = when {
        ex.protocolVersion != 2 ->
            Replies.error(ex.requestId, "INVALID_REQUEST", "protocol_version 2 is required")
        sessionFor(ex.sessionToken, uid) == null ->
            Replies.error(ex.requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", retryable = true)
        else -> null
    }

    private fun execute(uid: Int, ex: Bundle): Bundle {
        if (ex.deadlineAtMs <= System.currentTimeMillis()) {
            return Replies.error(ex.requestId, "DEADLINE_EXCEEDED", "The request deadline has passed")
        }
        val ctx = context!!
        val caller = Caller(uid, ctx.packageManager.getPackagesForUid(uid) ?: emptyArray())
        val call = DocCall(ctx, caller, ex.requestId, ex.toolName, ex.rawArgs, JSONObject(ex.rawArgs), ex.resumeToken)
        return when (val tool = DocTools.find(call.tool)) {
            null -> Replies.error(call.requestId, "TOOL_NOT_FOUND", "No tool of that name")
            is DocTool.Reader -> actions.read(tool, call)
            is DocTool.Writer -> actions.write(tool, call)
            is DocTool.Cleanup -> tool.mode.perform(call, actions)
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val APP_ID = "com.harborfiles"
        private const val SESSION_TTL_MS = 30 * 60 * 1000L
        private val sessions = ConcurrentHashMap<String, Session>()

        fun openSession(uid: Int): Session =
            Session(Tokens.opaque(), uid, System.currentTimeMillis() + SESSION_TTL_MS).also { sessions[it.token] = it }

        fun sessionFor(token: String?, uid: Int): Session? =
            token?.let { sessions[it] }?.takeIf { it.uid == uid && !it.expired() }

        const val PROVIDER_INFO = "{\"provider_id\":\"com.harborfiles\",\"provider_name\":\"Harbor Files\"," +
            "\"description\":\"Documents kept in Harbor Files\",\"scopes\":[" +
            "{\"name\":\"docs.read\",\"title\":\"Read documents\",\"description\":\"List and open documents\",\"access\":\"read\",\"sensitivity\":\"personal\"}," +
            "{\"name\":\"docs.write\",\"title\":\"Change documents\",\"description\":\"Import, rename, publish, trash and shred documents\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

        private const val OBJ_ID = "{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false}"
        private const val OUT_ANY = "{\"type\":\"object\"}"

        const val TOOLS = "{\"revision\":\"docs-7\",\"tools\":[" +
            "{\"name\":\"list_docs\",\"description\":\"List the documents of a folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"open_doc\",\"description\":\"Give the caller read access to a document\",\"input_schema\":" + OBJ_ID + ",\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"preview_doc\",\"description\":\"Give the caller read access to a document's preview image\",\"input_schema\":" + OBJ_ID + ",\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"import_doc\",\"description\":\"Import a document given as JSON\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc\":{\"type\":\"object\"}},\"required\":[\"doc\"],\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"rename_doc\",\"description\":\"Rename a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"}},\"required\":[\"doc_id\",\"title\"],\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"publish_doc\",\"description\":\"Publish a document under a public link\",\"input_schema\":" + OBJ_ID + ",\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"confirmation\":\"always\",\"open_world\":true}}," +
            "{\"name\":\"restore_version\",\"description\":\"Restore an earlier version of a document\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"version\":{\"type\":\"integer\"}},\"required\":[\"doc_id\",\"version\"],\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"open_world\":false}}," +
            "{\"name\":\"trash_doc\",\"description\":\"Move a document, or a folder and its contents, to the trash\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"recursive\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\",\"open_world\":false}}," +
            "{\"name\":\"shred_doc\",\"description\":\"Delete a document for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"integer\"},\"force\":{\"type\":\"boolean\"}},\"required\":[\"doc_id\"],\"additionalProperties\":false},\"output_schema\":" + OUT_ANY + ",\"scopes\":[\"docs.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}]}"
    }
}
