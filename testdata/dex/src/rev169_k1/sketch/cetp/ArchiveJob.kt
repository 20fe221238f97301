package app.trailmark.logbook.cetp

import android.os.Binder
import android.util.Log
import app.trailmark.logbook.data.Journal
import app.trailmark.logbook.data.Operation
import app.trailmark.logbook.data.OperationStore
import org.json.JSONObject
import kotlin.properties.Delegates

/** archive_entries as a background operation; its state lives in the operations table. */
class ArchiveJob private constructor(
    val operationId: String,
    private val ops: OperationStore,
    private val journal: Journal,
    private val settings: JournalSettings,
    private val cutoffMs: Long,
) : Runnable {
    /** Every state change is written through to the operation's row. */
    private var state: String by Delegates.observable(Operation.QUEUED) { _, old, new ->
        if (old != new) ops.moveTo(operationId, new)
    }

    /** Only ever grows; a batch that reports fewer rows than before is ignored. */
    private var archived: Int by Delegates.vetoable(0) { _, old, new -> new >= old }

    override fun run() {
        state = Operation.RUNNING
        try {
            while (true) {
                if (ops.cancelRequested(operationId)) {
                    state = Operation.CANCELLED
                    return
                }
                val moved = journal.archiveBatch(cutoffMs, BATCH)
                archived += moved
                ops.progress(operationId, archived)
                if (moved < BATCH) break
            }
            settings.lastArchiveAt = Clocks.wall.now()
            settings.lastArchiveBy = Binder.getCallingUid()
            ops.succeed(operationId, JSONObject().put("archived", archived).toString())
        } catch (e: Exception) {
            Log.w(TAG, "archive $operationId failed", e)
            ops.fail(operationId, ErrorCode.INTERNAL_ERROR.name, e.publicReason)
        }
    }

    companion object {
        private const val BATCH = 200

        /** Records the operation (owner UID, request_id) before anything runs, and returns the job for a worker. */
        fun queue(ops: OperationStore, journal: Journal, settings: JournalSettings, call: Call, cutoffMs: Long): ArchiveJob {
            val id = "op_" + TokenSources.secure.next()
            ops.create(id, call.caller.uid, call.requestId, call.tool)
            return ArchiveJob(id, ops, journal, settings, cutoffMs)
        }
    }
}
