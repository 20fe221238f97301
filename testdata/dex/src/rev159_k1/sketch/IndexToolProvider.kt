package com.quillhaven.archive

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException

/** Searches, tags and deletes scanned documents; index rebuilds run on the shared pool. */
class IndexToolProvider : ContentProvider() {
    private lateinit var archive: Archive
    private val tagLock = Any()

    override fun onCreate(): Boolean {
        archive = Archive.get(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        val pkg = archive.gate.anyPackage(uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, INDEX, "Quillhaven Index")
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        val session = Sessions.valid(request.getString("session_token"), uid, INDEX)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        val granted = archive.grants.of(pkg)
        when (method) {
            "get_provider_info" -> return plain(requestId, JSONObject().put("provider_id", INDEX)
                .put("provider_name", "Quillhaven Index").put("description", "Search and organise scanned documents")
                .put("scopes", JSONArray(SCOPES)))
            "list_tools" -> return plain(requestId, listing("index-12", TOOLS, granted))
            "execute_tool" -> return execute(Call(uid, INDEX, request), granted, session)
        }
        val opId = request.getString("operation_id") ?: return failure(requestId, "INVALID_REQUEST", "operation_id is required.")
        val op = archive.ops.findOwned(opId, uid, requestId) ?: return failure(requestId, "INVALID_REQUEST", "No such operation.")
        if (method == "get_operation") {
            if ("async_operations" !in session.capabilities) {
                return failure(requestId, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated.")
            }
            return plain(requestId, op.toStatus())
        }
        if ("cancellation" !in session.capabilities) return failure(requestId, "UNSUPPORTED_CAPABILITY", "cancellation was not negotiated.")
        if (!archive.ops.requestCancel(op)) return failure(requestId, "CONFLICT", "The rebuild has already finished.")
        return plain(requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
    }

    private fun execute(call: Call, granted: Set<String>, session: Session): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        if (!granted.containsAll(tool.scopes)) return failure(call.requestId, "PERMISSION_DENIED", "Scope not granted.")
        val args = call.args() ?: return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object.")
        return when (tool.name) {
            "search_documents" -> search(call, args)
            "retag_document" -> retag(call, args)
            "rebuild_index" -> rebuild(call, session)
            else -> deleteDocument(call, args)
        }
    }

    private fun search(call: Call, args: JSONObject): Bundle {
        val text = args.optString("text", "").take(80)
        val source = args.optString("source_package", "").ifEmpty { null }
        val value = JSONObject().put("documents", JSONArray(archive.db.search(text, source)))
        if (source != null) value.put("searches_for_source", archive.sourceHits.merge(source, 1) { a, b -> a + b })
        return success(call.requestId, value)
    }

    private fun retag(call: Call, args: JSONObject): Bundle {
        val documentId = args.optLong("document_id", -1L)
        val tags = args.optJSONArray("tags") ?: return failure(call.requestId, "INVALID_ARGS", "tags must be an array.")
        if (archive.db.document(documentId) == null) return failure(call.requestId, "INVALID_ARGS", "No such document.")
        val text = (0 until tags.length()).joinToString(",") { tags.optString(it).trim().take(40) }
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        val identity = Binder.clearCallingIdentity()
        val key = replayKey(Binder.getCallingUid(), INDEX, call.requestId)
        try {
            return retagLocked(call, key, documentId, text)
        } finally {
            Binder.restoreCallingIdentity(identity)
        }
    }

    /** One retag at a time: a request_id seen before answers its recorded outcome without writing again. */
    private fun retagLocked(call: Call, key: String, documentId: Long, text: String): Bundle = synchronized(tagLock) {
        archive.replays.prior(key)?.let { return replayOf(it, call) }
        archive.replays.claim(key, call.tool, call.argsDigest, null)
        val value = JSONObject().put("document_id", documentId).put("updated", archive.db.retag(documentId, text) > 0)
        archive.notifyChanged("documents/" + documentId)
        archive.replays.complete(key, "success", inline(value))
        success(call.requestId, value)
    }

    private fun rebuild(call: Call, session: Session): Bundle {
        archive.replays.prior(call.replayKey)?.let { return replayOf(it, call) }
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        val async = "async_operations" in session.capabilities
        val opId = Sessions.newToken()
        val generation = archive.jobs.nextGeneration()
        val pending = JSONObject().put("operation_id", opId).put("poll_after_ms", 2000).put("generation", generation)
        if (!archive.replays.claim(call.replayKey, call.tool, call.argsDigest, if (async) pending.toString() else null)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val future = archive.pool.submit(Callable {
            val op = archive.ops.records.computeIfAbsent(opId) { id ->
                OperationRecord(id, Binder.getCallingUid(), call.requestId, call.tool).also { archive.ops.persist(it) }
            }
            try {
                archive.jobs.rebuild(op).also { archive.replays.complete(call.replayKey, "success", inline(it)) }
            } catch (t: Throwable) {
                if (op.state.get() != "cancelled") archive.ops.fail(op, "INTERNAL_ERROR", "The index could not be rebuilt.")
                archive.replays.release(call.replayKey)
                throw t
            }
        })
        return try {
            success(call.requestId, future.get(if (async) minOf(call.remainingMs(), 1000L) else call.remainingMs(), TimeUnit.MILLISECONDS))
        } catch (e: TimeoutException) {
            if (async) accepted(call.requestId, pending)
            else failure(call.requestId, "DEADLINE_EXCEEDED", "The rebuild is still running; ask again with the same request_id.", true)
        } catch (e: ExecutionException) {
            failure(call.requestId, "INTERNAL_ERROR", "Rebuild failed: " + (e.cause?.message ?: e.toString()), true)
        }
    }

    private fun deleteDocument(call: Call, args: JSONObject): Bundle {
        archive.replays.prior(call.replayKey)?.let { return replayOf(it, call) }
        val documentId = args.optLong("document_id", -1L)
        val document = archive.db.document(documentId) ?: return failure(call.requestId, "INVALID_ARGS", "No such document.")
        val token = call.extras.getString("resume_token")
        if (token == null) {
            val held = ResumeLedger.hold(call, "Delete the scan \"" + document.optString("title") + "\" from the folder " +
                document.optString("folder") + "; it cannot be restored")
            return needsUser(call.requestId, confirmation(context!!, held), held.token)
        }
        ResumeLedger.takeFor(token, call) ?: return failure(call.requestId, "USER_CANCELLED", "The deletion was not approved.")
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!archive.replays.claim(call.replayKey, call.tool, call.argsDigest, null)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val value = JSONObject().put("document_id", documentId).put("deleted", archive.db.deleteDocument(documentId) > 0)
        archive.notifyChanged("documents/" + documentId)
        archive.replays.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val SCOPES = """[{"name":"docs.read","title":"See documents","description":"Search scanned documents","access":"read","sensitivity":"personal"},{"name":"docs.write","title":"Organise documents","description":"Tag and delete scanned documents","access":"write","sensitivity":"personal"},{"name":"index.rebuild","title":"Rebuild the index","description":"Rebuild the search index","access":"write","sensitivity":"other"}]"""
        val TOOLS = listOf(
            ToolSpec("search_documents", setOf("docs.read"), false, """{"name":"search_documents","title":"Search documents","description":"Find scanned documents by title, optionally only those imported from one app","input_schema":{"type":"object","properties":{"text":{"type":"string","maxLength":80},"source_package":{"type":"string","description":"Only documents imported from this app"}},"required":["text"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"documents":{"type":"array"}},"required":["documents"]},"scopes":["docs.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("retag_document", setOf("docs.write"), true, """{"name":"retag_document","title":"Retag a document","description":"Replace the tags of a scanned document","input_schema":{"type":"object","properties":{"document_id":{"type":"integer"},"tags":{"type":"array","items":{"type":"string","maxLength":40},"maxItems":20}},"required":["document_id","tags"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"updated":{"type":"boolean"}},"required":["updated"]},"scopes":["docs.write"],"annotations":{"effect":"update","risk":"low","confirmation":"never","idempotent":true,"open_world":false}}"""),
            ToolSpec("rebuild_index", setOf("index.rebuild"), true, """{"name":"rebuild_index","title":"Rebuild the index","description":"Rebuild the search index of all documents","input_schema":{"type":"object","properties":{},"additionalProperties":false},"output_schema":{"type":"object","properties":{"documents":{"type":"integer"},"generation":{"type":"integer"}},"required":["documents"]},"scopes":["index.rebuild"],"annotations":{"effect":"update","risk":"low","confirmation":"never","idempotent":true,"open_world":false,"execution":"sync_or_async"}}"""),
            ToolSpec("delete_document", setOf("docs.write"), true, """{"name":"delete_document","title":"Delete a document","description":"Delete a scanned document for good","input_schema":{"type":"object","properties":{"document_id":{"type":"integer"}},"required":["document_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]},"scopes":["docs.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}
