package app.kestrel.notes.cetp

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import app.kestrel.notes.data.KestrelDb
import app.kestrel.notes.data.OperationStore
import app.kestrel.notes.data.ReminderStore
import app.kestrel.notes.data.RequestLedger
import app.kestrel.notes.ui.ConfirmActivity
import org.json.JSONObject
import java.io.File
import java.io.IOException

/** CETP v2 provider for reminders (authority app.kestrel.notes.tools.reminders); backups may run in the background. */
class RemindersToolProvider : ContentProvider() {
    private lateinit var store: ReminderStore
    private lateinit var ops: OperationStore
    private lateinit var ledger: RequestLedger
    private lateinit var gate: CallerGate
    private lateinit var grants: Grants
    private lateinit var tools: Map<ToolName, BaseTool<*, *>>
    private val sessions = Sessions(REMINDERS_ID, "Kestrel Reminders", setOf(ASYNC, CANCELLATION))
    private val quick: Map<String, ToolFn> = mapOf("list_reminders" to ToolFn(::listReminders), "snooze_reminder" to ToolFn(this::snooze))
    private val quickDescriptors = listOf(LIST_REMINDERS, SNOOZE_REMINDER).associateBy(ToolDescriptor::name)
    private val resolutions = ResolutionFactory { ctx, token, code ->
        val screen = Intent(ctx, ConfirmActivity::class.java).putExtra(ConfirmActivity.EXTRA_TOKEN, token)
        PendingIntent.getActivity(ctx, code, screen, PendingIntent.FLAG_UPDATE_CURRENT)
    }

    override fun onCreate(): Boolean {
        val ctx = context
        val db = KestrelDb(ctx)
        store = ReminderStore(db)
        ops = OperationStore(db)
        ledger = RequestLedger(db)
        gate = CallerGate(ctx.packageManager, CertCheck(::signerPinMatches))
        grants = Grants(ctx)
        tools = listOf(AddReminderTool(store), ClearRemindersTool(store)).associateBy(BaseTool<*, *>::name)
        Background.submit { ops.failInterrupted() }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val req = extras ?: Bundle()
        val pkg = gate.soleTrusted(uid)
            ?: return errorBundle(req.getString("request_id"), ErrorCode.PERMISSION_DENIED, "This app is not an approved assistant.")
        if (method !in V2_METHODS) return errorBundle(req.getString("request_id"), ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        if (method == "negotiate") return sessions.negotiate(req, uid)
        val rid = req.getString("request_id")
        if (req.getInt("protocol_version", 0) != 2 || rid.isNullOrBlank()) {
            return errorBundle(rid, ErrorCode.INVALID_REQUEST, "protocol_version 2 and request_id are required.")
        }
        val session = sessions.current(req.getString("session_token"), uid)
            ?: return errorBundle(rid, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        return when (method) {
            "get_provider_info" -> successBundle(rid, REMINDERS_INFO.toJson())
            "list_tools" -> successBundle(rid, ToolList(REVISION, descriptorsFor(session)).toJson())
            "execute_tool" -> execute(req, rid, uid, pkg, session)
            "get_operation" -> operation(req, rid, uid, session, cancel = false)
            else -> operation(req, rid, uid, session, cancel = true)
        }
    }

    private fun descriptorsFor(session: Session): List<ToolDescriptor> =
        tools.values.map { it.descriptor } + quickDescriptors.values + (if (ASYNC in session.capabilities) BACKUP_ASYNC else BACKUP_SYNC)

    private fun execute(req: Bundle, rid: String, uid: Int, pkg: String, session: Session): Bundle {
        val name = ToolName(req.getString("tool_name") ?: "")
        val raw = req.getString("args") ?: "{}"
        try {
            val args = decodeArgs(raw)
                ?: return errorBundle(rid, ErrorCode.INVALID_ARGS, "args must be a JSON object of at most 65536 bytes.")
            val fn = quick[name.value]
            if (fn != null) return runQuick(fn.asHandler(name), quickDescriptors.getValue(name), args, rid, uid, pkg, raw)
            val descriptor = tools[name]?.descriptor ?: BACKUP_SYNC.takeIf { it.name == name }
                ?: return errorBundle(rid, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
            val missing = grants.missing(pkg, descriptor.scopes)
            if (missing.isNotEmpty()) throw ToolException(ToolFailure.NotGranted(missing))
            val digest = sha256Hex(raw.toByteArray())
            if (descriptor === BACKUP_SYNC) {
                val input = BackupArgs(args.optional<Boolean>("include_done") ?: false)
                if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) throw ToolException(ToolFailure.Late)
                return startBackup(session, uid, rid, digest, input)
            }
            val prepared = tools.getValue(name).prepare(args)
            if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) throw ToolException(ToolFailure.Late)
            if (descriptor.annotations.confirmation == "always") {
                confirmOrPark(context, resolutions, uid, REMINDERS_ID, name, RequestId(rid), raw, req.getString("resume_token"),
                    descriptor.title + ": " + raw)
            }
            val value = ledger.once(uid, REMINDERS_ID, RequestId(rid), name, digest) { prepared.runEncoded() }
            if (descriptor.annotations.destructive) {
                asProvider {
                    context.contentResolver.notifyChange(REMINDERS_URI, null)
                    Audit.record(Binder.getCallingUid(), name.value, rid, "done")
                }
            }
            return successBundle(rid, valueOf(value))
        } catch (e: ToolException) {
            return failureReply(rid, e.failure)
        } catch (e: MissingArgument) {
            return failureReply(rid, ToolFailure.BadArgs(e.key))
        } catch (e: ClassCastException) {
            return failureReply(rid, ToolFailure.BadArgs("args"))
        } catch (e: Exception) {
            return failureReply(rid, ToolFailure.Crashed(name, e))
        }
    }

    private fun failureReply(rid: String, failure: ToolFailure): Bundle = when (failure) {
        is ToolFailure.Crashed -> errorBundle(rid, ErrorCode.INTERNAL_ERROR, "Could not run " + failure.tool + ": " + failure.cause.message)
        else -> failure.toBundle(rid)
    }

    private fun runQuick(handler: Handler, descriptor: ToolDescriptor, args: Bundle, rid: String, uid: Int, pkg: String, raw: String): Bundle {
        val missing = grants.missing(pkg, descriptor.scopes)
        if (missing.isNotEmpty()) throw ToolException(ToolFailure.NotGranted(missing))
        if (!descriptor.annotations.mutating) return successBundle(rid, valueOf(BundleValue(handler(args)).toJson()))
        val value = ledger.once(uid, REMINDERS_ID, RequestId(rid), descriptor.name, sha256Hex(raw.toByteArray())) {
            BundleValue(handler(args)).toJson()
        }
        return successBundle(rid, valueOf(value))
    }

    private fun listReminders(args: Bundle): Bundle {
        val limit = args.optional<Long>("limit") ?: 50L
        val out = Bundle()
        out.putString("reminders", store.open(limit.coerceIn(1L, 200L).toInt()).toJsonArray().toString())
        return out
    }

    private fun snooze(args: Bundle): Bundle {
        val id = args.require<String>("id").toLongOrNull() ?: throw MissingArgument("id")
        val minutes = args.require<Long>("minutes")
        if (minutes < 1 || minutes > 7 * 24 * 60) throw MissingArgument("minutes")
        val out = Bundle()
        out.putInt("count", store.snooze(id, minutes))
        return out
    }

    private fun startBackup(session: Session, uid: Int, rid: String, digest: String, input: BackupArgs): Bundle {
        val name = BACKUP_SYNC.name
        if (ASYNC !in session.capabilities) {
            val value = ledger.once(uid, REMINDERS_ID, RequestId(rid), name, digest) { writeBackup(input, uid) }
            return successBundle(rid, valueOf(value))
        }
        val accepted = ledger.once(uid, REMINDERS_ID, RequestId(rid), name, digest) {
            val op = ops.create(uid, RequestId(rid))
            Background.submit { runBackup(op, input) }
            JSONObject().put("operation_id", op.raw).put("poll_after_ms", 1000)
        }
        val out = envelope(rid, "accepted")
        out.putString("data", accepted.toString())
        return out
    }

    private fun runBackup(op: OperationId, input: BackupArgs) {
        if (ops.cancelRequested(op)) {
            ops.move(op, "cancelled", null)
            return
        }
        ops.move(op, "running", null)
        try {
            val value = writeBackup(input, Binder.getCallingUid())
            ops.move(op, "succeeded", valueOf(value).toString())
        } catch (e: IOException) {
            Log.w(TAG, "backup " + op.raw + " failed", e)
            val error = JSONObject().put("error_code", "UNAVAILABLE").put("error_message", "The backup could not be written.")
                .put("retryable", true)
            ops.move(op, "failed", error.toString())
        }
    }

    private fun writeBackup(input: BackupArgs, requestedBy: Int): JSONObject {
        val rows = store.open(10000)
        val dir = File(context.filesDir, "backups")
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("no backup directory")
        val file = File(dir, "reminders-" + Tokens.fresh(8) + ".json")
        val doc = JSONObject().put("requested_by_uid", requestedBy).put("include_done", input.includeDone)
            .put("reminders", rows.toJsonArray())
        file.writeText(doc.toString())
        return JSONObject().put("file", file.name).put("count", rows.size)
    }

    private fun operation(req: Bundle, rid: String, uid: Int, session: Session, cancel: Boolean): Bundle {
        val needed = if (cancel) CANCELLATION else ASYNC
        if (needed !in session.capabilities) {
            return errorBundle(rid, ErrorCode.UNSUPPORTED_CAPABILITY, needed + " was not negotiated.")
        }
        val id = OperationId(req.getString("operation_id") ?: return errorBundle(rid, ErrorCode.INVALID_REQUEST, "operation_id is required."))
        val row = ops.find(id, uid, RequestId(rid)) ?: return errorBundle(rid, ErrorCode.INVALID_REQUEST, "Unknown operation_id.")
        if (!cancel) return successBundle(rid, row.toJson())
        if (row.terminal) return errorBundle(rid, ErrorCode.CONFLICT, "The operation already finished.")
        ops.requestCancel(id)
        return successBundle(rid, JSONObject().put("operation_id", id.raw).put("state", "cancellation_requested"))
    }

    private fun valueOf(value: JSONObject): JSONObject = JSONObject().put("kind", "inline").put("value", value)

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val REVISION = "reminders-4"
        val REMINDERS_URI: Uri = Uri.parse("content://app.kestrel.notes.data/reminders")
    }
}
