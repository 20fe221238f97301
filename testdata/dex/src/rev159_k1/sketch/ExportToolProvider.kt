package com.quillhaven.archive

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.FutureTask
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException
import java.util.concurrent.atomic.AtomicLong

/** Exports folders of scanned documents for an assistant; the exports run one by one on the export worker. */
class ExportToolProvider : ContentProvider() {
    private lateinit var archive: Archive
    private val opSeq = AtomicLong(System.currentTimeMillis())
    private val purgeLock = Any()

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
        // A companion app relaying for its assistant names the assistant; anyone else is its UID's one package.
        val pkg = request.getString("calling_package")?.takeIf { it in Trust.pins }
            ?: archive.gate.solePackage(uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, EXPORT, "Quillhaven Exports")
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        val session = Sessions.newest(uid, EXPORT)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        val granted = archive.grants.of(pkg)
        when (method) {
            "get_provider_info" -> return plain(requestId, JSONObject().put("provider_id", EXPORT)
                .put("provider_name", "Quillhaven Exports").put("description", "Export folders of scanned documents")
                .put("scopes", JSONArray(SCOPES)))
            "list_tools" -> return plain(requestId, listing("exports-7", TOOLS, granted))
            "execute_tool" -> return execute(Call(uid, EXPORT, request), granted, session)
        }
        val op = lookup(request) ?: return failure(requestId, "INVALID_REQUEST", "No such operation.")
        if (method == "get_operation") {
            if ("async_operations" !in session.capabilities) {
                return failure(requestId, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated.")
            }
            return plain(requestId, op.toStatus())
        }
        if ("cancellation" !in session.capabilities) return failure(requestId, "UNSUPPORTED_CAPABILITY", "cancellation was not negotiated.")
        if (!archive.ops.requestCancel(op)) return failure(requestId, "CONFLICT", "The export has already finished.")
        return plain(requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
    }

    /** The export an operation_id names. */
    private fun lookup(request: Bundle): OperationRecord? {
        val id = request.getString("operation_id") ?: return null
        return archive.ops.find(id)
    }

    private fun execute(call: Call, granted: Set<String>, session: Session): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        if (!granted.containsAll(tool.scopes)) return failure(call.requestId, "PERMISSION_DENIED", "Scope not granted.")
        val args = call.args() ?: return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object.")
        if (!tool.mutating) {
            val folder = args.optString("folder", "").trim()
            val found = archive.db.exports(if (folder.isEmpty()) null else folder)
            return success(call.requestId, JSONObject().put("exports", JSONArray(found)))
        }
        archive.replays.prior(call.replayKey)?.let { return replayOf(it, call) }
        return if (tool.name == "export_folder") exportFolder(call, args, session) else purge(call, args)
    }

    private fun exportFolder(call: Call, args: JSONObject, session: Session): Bundle {
        val folder = args.optString("folder", "").trim()
        if (folder.isEmpty() || folder.length > 120) return failure(call.requestId, "INVALID_ARGS", "folder is required.")
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        val async = "async_operations" in session.capabilities
        val opId = "exp-" + opSeq.incrementAndGet()
        val pending = JSONObject().put("operation_id", opId).put("poll_after_ms", 1000)
        if (!archive.replays.claim(call.replayKey, call.tool, call.argsDigest, if (async) pending.toString() else null)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val task = FutureTask(Callable {
            val op = archive.ops.records.computeIfAbsent(opId) { id ->
                OperationRecord(id, call.uid, call.requestId, call.tool).also { archive.ops.persist(it) }
            }
            try {
                archive.jobs.export(op, folder).also { archive.replays.complete(call.replayKey, "success", inline(it)) }
            } catch (t: Throwable) {
                if (op.state.get() != "cancelled") archive.ops.fail(op, "INTERNAL_ERROR", "The export failed.")
                archive.replays.release(call.replayKey)
                throw t
            }
        })
        archive.worker.submit(task)
        return try {
            success(call.requestId, task.get(if (async) minOf(call.remainingMs(), 1500L) else call.remainingMs(), TimeUnit.MILLISECONDS))
        } catch (e: TimeoutException) {
            if (async) accepted(call.requestId, pending)
            else failure(call.requestId, "DEADLINE_EXCEEDED", "The export is still running; ask again with the same request_id.", true)
        } catch (e: ExecutionException) {
            Log.w(TAG, "export " + opId + " failed", e.cause)
            failure(call.requestId, "INTERNAL_ERROR", "The export failed.", true)
        }
    }

    private fun purge(call: Call, args: JSONObject): Bundle {
        val exportId = args.optLong("export_id", -1L)
        val export = archive.db.export(exportId) ?: return failure(call.requestId, "INVALID_ARGS", "No such export.")
        val token = call.extras.getString("resume_token")
        if (token == null) {
            val held = ResumeLedger.hold(call, "Delete the export of " + export.optString("folder") + " (" +
                export.optInt("documents", 0) + " documents) for good")
            return needsUser(call.requestId, confirmation(context!!, held), held.token)
        }
        ResumeLedger.takeFor(token, call) ?: return failure(call.requestId, "USER_CANCELLED", "The purge was not approved.")
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!archive.replays.claim(call.replayKey, call.tool, call.argsDigest, null)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val identity = Binder.clearCallingIdentity()
        val removed = try {
            purgeLocked(exportId)
        } finally {
            Binder.restoreCallingIdentity(identity)
        }
        Log.i(TAG, "purge of export " + exportId + " by uid " + Binder.getCallingUid() + ": " + removed)
        val value = JSONObject().put("export_id", exportId).put("purged", removed > 0)
        archive.replays.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    /** Deletes the export and tells the documents screen, as the app itself (the caller's identity is cleared). */
    private fun purgeLocked(exportId: Long): Int = synchronized(purgeLock) {
        val removed = archive.db.purgeExport(exportId)
        archive.notifyChanged("exports/" + exportId)
        removed
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val SCOPES = """[{"name":"exports.read","title":"See exports","description":"List the exported folders","access":"read","sensitivity":"personal"},{"name":"exports.write","title":"Manage exports","description":"Export folders and delete exports","access":"write","sensitivity":"personal"}]"""
        val TOOLS = listOf(
            ToolSpec("list_exports", setOf("exports.read"), false, """{"name":"list_exports","title":"List exports","description":"List the exports of a folder, or all exports","input_schema":{"type":"object","properties":{"folder":{"type":"string","maxLength":120}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"exports":{"type":"array"}},"required":["exports"]},"scopes":["exports.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("export_folder", setOf("exports.write"), true, """{"name":"export_folder","title":"Export a folder","description":"Export the scanned documents of a folder","input_schema":{"type":"object","properties":{"folder":{"type":"string","minLength":1,"maxLength":120}},"required":["folder"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"export_id":{"type":"integer"},"documents":{"type":"integer"}},"required":["export_id"]},"scopes":["exports.write"],"annotations":{"effect":"create","risk":"low","confirmation":"never","idempotent":false,"open_world":false,"execution":"sync_or_async"}}"""),
            ToolSpec("purge_export", setOf("exports.write"), true, """{"name":"purge_export","title":"Delete an export","description":"Delete an export for good","input_schema":{"type":"object","properties":{"export_id":{"type":"integer"}},"required":["export_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"purged":{"type":"boolean"}},"required":["purged"]},"scopes":["exports.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}
