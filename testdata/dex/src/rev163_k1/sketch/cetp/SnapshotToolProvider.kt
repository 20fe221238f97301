package app.keelson.backup.cetp

import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import app.keelson.backup.data.BackupDb
import app.keelson.backup.data.RequestLedger
import app.keelson.backup.data.SnapshotStore
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.security.SecureRandom
import java.util.concurrent.Executors

class BackupPlan(val label: String, val apps: List<String>, val media: Boolean)

/** Snapshot tools: list and export snapshots, an app's backup status, start a backup, delete a snapshot. */
class SnapshotToolProvider : ContentProvider() {
    private val random = SecureRandom()
    private val worker = Executors.newSingleThreadExecutor()
    private lateinit var gate: CallerGate
    private lateinit var grants: Grants
    private lateinit var snapshots: SnapshotStore
    private lateinit var ledger: RequestLedger
    private lateinit var operations: OperationBook

    override fun onCreate(): Boolean {
        val context = context!!
        val db = BackupDb.get(context)
        gate = CallerGate(context.packageManager)
        grants = Grants.of(context)
        snapshots = SnapshotStore(db, File(context.filesDir, "snapshots"))
        ledger = RequestLedger(db)
        operations = OperationBook(db, SNAPSHOTS)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        val caller = gate.soleCaller(uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, SNAPSHOTS, "Keelson Snapshots", OFFERED)
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        val session = Sessions.current(request.getString("session_token"), uid, SNAPSHOTS)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        val call = Call(uid, caller, SNAPSHOTS, session, request)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Status(JSONObject(INFO))
            "list_tools" -> Outcome.Status(listing("snapshots-5", TOOLS, session))
            "execute_tool" -> execute(call)
            "get_operation" -> status(call)
            else -> cancel(call)
        }
        return outcome.toReply(context!!, requestId)
    }

    private fun execute(call: Call): Outcome {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return Outcome.Failed("TOOL_NOT_FOUND", "No such tool.")
        if (tool.needs != null && !call.has(tool.needs)) {
            return Outcome.Failed("UNSUPPORTED_CAPABILITY", "This tool needs " + tool.needs + ".")
        }
        val args = parseArgs(call.rawArgs).getOrElse {
            Log.w(TAG, "unreadable args", it)
            return Outcome.Failed("INVALID_ARGS", "args must be a JSON object within max_request_bytes.")
        }
        val resumed = call.resumeToken?.redeemFor(call)
        if (!grants.allows(call.caller, tool.scope)) {
            val token = hold(call, GRANT)
            val screen = ComponentName(context!!.packageName, GrantActivity::class.java.name)
            return Outcome.NeedsUser("AUTH_REQUIRED", "Allow this assistant in Keelson first.", screen, token,
                "Let " + call.caller.raw + " use " + tool.scope)
        }
        if (tool.mutating) ledger.prior(call.dedupKey)?.let { return it.outcomeFor(call) }
        return when (tool.name) {
            "list_snapshots" -> list(args)
            "app_backup_status" -> appStatus(args)
            "export_snapshot" -> export(args)
            "start_backup" -> startBackup(call, args)
            else -> delete(call, args, resumed)
        }
    }

    private fun hold(call: Call, kind: String): ResumeToken {
        val token = ResumeToken.mint(random)
        HeldCalls.hold(token, kind, call)
        return token
    }

    private fun list(args: JSONObject): Outcome {
        val limit = runCatching { args.optArg<Number>("limit")?.toInt() ?: 20 }.getOrDefault(20).coerceIn(1, 100)
        return runCatching { snapshots.list(limit) }.fold(
            onSuccess = { Outcome.Done(JSONObject().put("snapshots", it)) },
            onFailure = {
                Log.w(TAG, "list_snapshots failed", it)
                Outcome.Failed("INTERNAL_ERROR", "Keelson could not read its snapshots.", true)
            })
    }

    private fun appStatus(args: JSONObject): Outcome {
        val app = runCatching { PackageName(args.arg<String>("package_name")) }.getOrElse {
            return Outcome.Failed("INVALID_ARGS", "package_name must be a package name.")
        }
        val last = snapshots.lastBackupOf(app)
        val value = JSONObject().put("package_name", app.raw).put("backed_up", last != null)
        if (last != null) value.put("last_backup_at_ms", last)
        return Outcome.Done(value)
    }

    /** The snapshot's manifest as a file result. */
    private fun export(args: JSONObject): Outcome {
        val id = snapshotIdOf(args).getOrElse { return Outcome.Failed("INVALID_ARGS", "snapshot_id must be a snapshot id.") }
        val file = snapshots.manifestFile(id) ?: return Outcome.Failed("INVALID_ARGS", "No such snapshot.")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE)
        return Outcome.File(fd, file.length(), sha256(file))
    }

    private fun backupPlanOf(args: JSONObject): Result<BackupPlan> = runCatching {
        val label = args.arg<String>("label").trim()
        require(label.length in 1..60) { "label \"" + label + "\" must have 1 to 60 characters" }
        val apps = args.arg<JSONArray>("apps")
        require(apps.length() in 1..50) { "apps must list 1 to 50 packages" }
        BackupPlan(label, List(apps.length()) { apps.getString(it) }, args.optArg<Boolean>("include_media") ?: false)
    }

    private fun startBackup(call: Call, args: JSONObject): Outcome {
        val plan = backupPlanOf(args).getOrElse {
            return Outcome.Failed("INVALID_ARGS", it.message ?: "Invalid arguments.")
        }
        if (call.expired()) return Outcome.Failed("DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            return Outcome.Failed("CONFLICT", "This request is already running.", true)
        }
        val op = operations.start(call.uid, call.tool, call.requestId)
        ledger.complete(call.dedupKey, "accepted", op.raw)
        worker.execute { runBackup(op, plan) }
        return Outcome.Accepted(op, 2000L)
    }

    private fun runBackup(op: OperationId, plan: BackupPlan) {
        if (operations.cancelRequested(op)) {
            operations.update(op, "cancelled", null, null)
            return
        }
        operations.update(op, "running", null, null)
        runCatching { snapshots.create(plan.label, plan.apps, plan.media) }
            .onSuccess { operations.update(op, "succeeded", JSONObject().put("snapshot_id", it.raw).toString(), null) }
            .onFailure {
                Log.w(TAG, "backup failed", it)
                operations.update(op, "failed", null, errorJson("INTERNAL_ERROR", "The backup could not be written.", true))
            }
    }

    private fun delete(call: Call, args: JSONObject, resumed: HeldCall?): Outcome {
        val id = snapshotIdOf(args).getOrElse { return Outcome.Failed("INVALID_ARGS", "snapshot_id must be a snapshot id.") }
        val snapshot = snapshots.byId(id) ?: return Outcome.Failed("INVALID_ARGS", "No such snapshot.")
        if (!resumed.confirmed) {
            val token = hold(call, CONFIRM)
            val screen = ComponentName(context!!, SnapshotDeleteActivity::class.java)
            return Outcome.NeedsUser("USER_ACTION_REQUIRED", "Confirm the deletion in Keelson.", screen, token,
                "Delete the snapshot \"" + snapshot.label + "\" for good; its apps cannot be restored from it")
        }
        if (call.expired()) return Outcome.Failed("DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            return Outcome.Failed("CONFLICT", "This request is already running.", true)
        }
        val value = JSONObject().put("snapshot_id", id.raw).put("deleted", snapshots.delete(id))
        ledger.complete(call.dedupKey, "success", value.toString())
        return Outcome.Done(value)
    }

    private fun status(call: Call): Outcome {
        if (!call.has("async_operations")) return Outcome.Failed("UNSUPPORTED_CAPABILITY", "async_operations was not negotiated.")
        val id = OperationId.parse(call.extras.getString("operation_id"))
            ?: return Outcome.Failed("INVALID_REQUEST", "operation_id is missing or malformed.")
        val op = operations.find(id) ?: return Outcome.Failed("INVALID_REQUEST", "No such operation.")
        if (op.requestId != call.requestId) return Outcome.Failed("INVALID_REQUEST", "request_id is not the operation's.")
        return Outcome.Status(op.toStatus())
    }

    private fun cancel(call: Call): Outcome {
        if (!call.has("cancellation")) return Outcome.Failed("UNSUPPORTED_CAPABILITY", "cancellation was not negotiated.")
        val id = OperationId.parse(call.extras.getString("operation_id"))
            ?: return Outcome.Failed("INVALID_REQUEST", "operation_id is missing or malformed.")
        val op = id.ownedBy(call.uid, operations) ?: return Outcome.Failed("INVALID_REQUEST", "No such operation.")
        if (op.requestId != call.requestId) return Outcome.Failed("INVALID_REQUEST", "request_id is not the operation's.")
        if (op.finished) return Outcome.Failed("CONFLICT", "The operation has already ended.")
        operations.requestCancel(id)
        return Outcome.Status(JSONObject().put("operation_id", id.raw).put("state", "cancellation_requested"))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        val OFFERED = listOf("async_operations", "cancellation", "large_results")
        const val INFO = """{"provider_id":"app.keelson.backup.tools.snapshots","provider_name":"Keelson Snapshots","description":"Back up apps into snapshots, export and delete snapshots","schema_dialect":"https://json-schema.org/draft/2020-12/schema","scopes":[{"name":"snapshots.read","title":"Read snapshots","description":"List and export snapshots and see when apps were backed up","access":"read","sensitivity":"personal"},{"name":"snapshots.write","title":"Change snapshots","description":"Start backups and delete snapshots","access":"write","sensitivity":"personal"}]}"""
        val TOOLS = listOf(
            ToolSpec("list_snapshots", "snapshots.read", "read", null, """{"name":"list_snapshots","title":"List snapshots","description":"The newest snapshots with their labels and sizes","input_schema":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"snapshots":{"type":"array"}},"required":["snapshots"]},"scopes":["snapshots.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("app_backup_status", "snapshots.read", "read", null, """{"name":"app_backup_status","title":"App backup status","description":"Whether an installed app is in a snapshot, and when it was last backed up","input_schema":{"type":"object","properties":{"package_name":{"type":"string","maxLength":255}},"required":["package_name"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"package_name":{"type":"string"},"backed_up":{"type":"boolean"},"last_backup_at_ms":{"type":"integer"}},"required":["package_name","backed_up"]},"scopes":["snapshots.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("export_snapshot", "snapshots.read", "read", "large_results", """{"name":"export_snapshot","title":"Export a snapshot manifest","description":"The manifest of a snapshot as a JSON file","input_schema":{"type":"object","properties":{"snapshot_id":{"type":"integer","minimum":1}},"required":["snapshot_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"label":{"type":"string"},"apps":{"type":"array"}},"required":["label","apps"]},"scopes":["snapshots.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("start_backup", "snapshots.write", "create", "async_operations", """{"name":"start_backup","title":"Back up apps","description":"Start a snapshot of the listed apps","input_schema":{"type":"object","properties":{"label":{"type":"string","minLength":1,"maxLength":60},"apps":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":50},"include_media":{"type":"boolean"}},"required":["label","apps"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"snapshot_id":{"type":"integer"}},"required":["snapshot_id"]},"scopes":["snapshots.write"],"annotations":{"effect":"create","risk":"moderate","idempotent":false,"confirmation":"provider_policy","open_world":false,"execution":"sync_or_async"}}"""),
            ToolSpec("delete_snapshot", "snapshots.write", "delete", null, """{"name":"delete_snapshot","title":"Delete a snapshot","description":"Delete a snapshot and its manifest for good","input_schema":{"type":"object","properties":{"snapshot_id":{"type":"integer","minimum":1}},"required":["snapshot_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]},"scopes":["snapshots.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}
