package com.harborfiles

import android.app.PendingIntent
import android.content.Intent
import android.os.Bundle
import android.util.Base64
import android.util.Log
import org.json.JSONObject
import java.security.SecureRandom

/** The docs tools. The Confirmer is the one DocsProvider.onCreate builds. */
class DocActions(val store: DocStore, private val confirmer: Confirmer, private val ledger: ResumeLedger) {

    fun read(tool: DocTool.Reader, call: DocCall): Bundle = when (tool.name) {
        "list_docs" -> Replies.success(call.requestId, JSONObject().put("docs", store.list(call.caller.uid, call.args.optString("folder", "/"))))
        "open_doc" -> open(call)
        "preview_doc" -> preview(call)
        else -> Replies.error(call.requestId, "TOOL_NOT_FOUND", "No tool of that name")
    }

    fun write(tool: DocTool.Writer, call: DocCall): Bundle = when (tool.name) {
        "import_doc" -> importDoc(call)
        "rename_doc" -> rename(call)
        "publish_doc" -> publish(call)
        "restore_version" -> restoreVersion(call)
        else -> Replies.error(call.requestId, "TOOL_NOT_FOUND", "No tool of that name")
    }

    private fun open(call: DocCall): Bundle {
        val id = call.args.getLong("doc_id")
        if (!store.visibleTo(id, call.caller.uid)) return Replies.error(call.requestId, "PERMISSION_DENIED", "No such document")
        val uri = store.contentUri(id)
        call.caller.packages[0].let { pkg -> call.ctx.grantUriPermission(pkg, uri, Intent.FLAG_GRANT_READ_URI_PERMISSION) }
        return Replies.success(call.requestId, JSONObject().put("uri", uri.toString()))
    }

    private fun preview(call: DocCall): Bundle {
        val id = call.args.getLong("doc_id")
        if (!store.visibleTo(id, call.caller.uid)) return Replies.error(call.requestId, "PERMISSION_DENIED", "No such document")
        val uri = store.previewUri(id)
        call.caller.packages.singleOrNull()?.let { pkg -> call.ctx.grantUriPermission(pkg, uri, Intent.FLAG_GRANT_READ_URI_PERMISSION) }
            ?: return Replies.error(call.requestId, "PERMISSION_DENIED", "The calling UID has more than one package")
        return Replies.success(call.requestId, JSONObject().put("uri", uri.toString()))
    }

    private fun importDoc(call: DocCall): Bundle {
        val result = runCatching { store.insertDoc(call.caller.uid, call.args.getJSONObject("doc")) }
        result.exceptionOrNull()?.let { failure ->
            return Replies.error(call.requestId, "INVALID_ARGS", "import failed: ${failure.message}")
        }
        return Replies.success(call.requestId, JSONObject().put("doc_id", result.getOrThrow()))
    }

    private fun rename(call: DocCall): Bundle {
        val result = runCatching { store.rename(call.args.getLong("doc_id"), call.caller.uid, call.args.getString("title")) }
            .onFailure { Log.w(TAG, "rename failed", it) }
        result.exceptionOrNull()?.let {
            return Replies.error(call.requestId, "CONFLICT", "The document could not be renamed")
        }
        return Replies.success(call.requestId, JSONObject().put("renamed", result.getOrThrow()))
    }

    private fun publish(call: DocCall): Bundle {
        val id = call.args.getLong("doc_id")
        if (approved(call)) return Replies.success(call.requestId, JSONObject().put("link", store.publish(id, call.caller.uid)))
        val token = holdFor(call)
        val spec = ResolutionSpec.BASE.copy(requestCode = 41, flags = PendingIntent.FLAG_UPDATE_CURRENT)
        val resolution = with(spec) {
            PendingIntent.getActivity(call.ctx, requestCode, confirmIntent(action, token, "Publish document $id"), flags)
        }
        return Replies.needsUser(call.requestId, resolution, token)
    }

    private fun restoreVersion(call: DocCall): Bundle {
        val id = call.args.getLong("doc_id")
        val version = call.args.getInt("version")
        if (approved(call)) return Replies.success(call.requestId, JSONObject().put("restored", store.restoreVersion(id, call.caller.uid, version)))
        val token = holdFor(call)
        val spec = ResolutionSpec.BASE.copy(requestCode = 42, flags = PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        val resolution = with(spec) {
            PendingIntent.getActivity(call.ctx, requestCode, confirmIntent(action, token, "Restore version $version of document $id"), flags)
        }
        return Replies.needsUser(call.requestId, resolution, token)
    }

    fun approved(call: DocCall): Boolean = ledger.take(call.resumeToken, call.caller.uid, call.tool, call.rawArgs)

    fun holdFor(call: DocCall): String = ledger.hold(newResumeToken(), Approval(call.caller.uid, call.tool, call.rawArgs))

    fun confirmIntent(action: String, token: String, summary: String): Intent = confirmer.intent(action, Bundle().apply {
        putString("resume_token", token)
        putString("summary", summary)
    })

    companion object {
        private const val TAG = "DocActions"
        private val rng: java.util.Random = SecureRandom()

        fun newResumeToken(): String = ByteArray(24).also { rng.nextBytes(it) }.let {
            Base64.encodeToString(it, Base64.NO_WRAP or Base64.URL_SAFE)
        }
    }
}
