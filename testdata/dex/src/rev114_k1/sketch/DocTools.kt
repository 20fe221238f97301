package com.harborfiles

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

/** What kind of work a docs tool does; DocsProvider.execute dispatches on the subclass. */
sealed class DocTool(val name: String) {
    class Reader(name: String) : DocTool(name)
    class Writer(name: String) : DocTool(name)
    class Cleanup(name: String, val mode: CleanupMode) : DocTool(name)
}

object DocTools {
    private val all: List<DocTool> = listOf(
        DocTool.Reader("list_docs"),
        DocTool.Reader("open_doc"),
        DocTool.Reader("preview_doc"),
        DocTool.Writer("import_doc"),
        DocTool.Writer("rename_doc"),
        DocTool.Writer("publish_doc"),
        DocTool.Writer("restore_version"),
        DocTool.Cleanup("trash_doc", CleanupMode.TRASH),
        DocTool.Cleanup("shred_doc", CleanupMode.SHRED),
    )

    fun find(name: String): DocTool? = all.firstOrNull { it.name == name }
}

enum class CleanupMode {
    /** Moves a document, or a folder with everything below it, to the trash (restorable for 30 days). */
    TRASH {
        override fun perform(call: DocCall, actions: DocActions): Bundle {
            val id = call.args.getLong("doc_id")
            val recursive = call.args.optBoolean("recursive")
            val moved = if (recursive) actions.store.trashTree(id, call.caller.uid) else actions.store.trash(id, call.caller.uid)
            return Replies.success(call.requestId, JSONObject().put("trashed", moved))
        }
    },

    /** Deletes a document for good. */
    SHRED {
        override fun perform(call: DocCall, actions: DocActions): Bundle {
            val id = call.args.getLong("doc_id")
            val force = call.args.optBoolean("force")
            if (!force && !actions.approved(call)) {
                val token = actions.holdFor(call)
                val spec = ResolutionSpec.BASE.copy(requestCode = 43, flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)
                val resolution = with(spec) {
                    PendingIntent.getActivity(call.ctx, requestCode, actions.confirmIntent(action, token, "Shred document $id"), flags)
                }
                return Replies.needsUser(call.requestId, resolution, token)
            }
            val gone = actions.store.shred(id, call.caller.uid)
            return Replies.success(call.requestId, JSONObject().put("shredded", gone))
        }
    };

    abstract fun perform(call: DocCall, actions: DocActions): Bundle
}
