package app.keelson.backup.cetp

import android.accounts.AccountManager
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
import app.keelson.backup.data.ShareStore
import app.keelson.backup.data.SnapshotStore
import org.json.JSONObject
import java.io.File
import java.util.Random
import java.util.concurrent.Executors

class ShareRequest(val snapshot: SnapshotId, val recipient: String, val days: Int)

/** A share whose snapshot is being uploaded by operation [op]. */
class Upload(val op: OperationId, val shareId: Long, val snapshot: SnapshotId)

/** Share tools: list shares, open a share's bundle, share a snapshot with a device, revoke a share. */
class ShareToolProvider : ContentProvider() {
    private val random = Random()
    private val uploads = Executors.newFixedThreadPool(2)
    private lateinit var gate: CallerGate
    private lateinit var grants: Grants
    private lateinit var snapshots: SnapshotStore
    private lateinit var shares: ShareStore
    private lateinit var ledger: RequestLedger
    private lateinit var operations: OperationBook

    override fun onCreate(): Boolean {
        val context = context!!
        val db = BackupDb.get(context)
        gate = CallerGate(context.packageManager)
        grants = Grants.of(context)
        snapshots = SnapshotStore(db, File(context.filesDir, "snapshots"))
        shares = ShareStore(db, File(context.filesDir, "shares"))
        ledger = RequestLedger(db)
        operations = OperationBook(db, SHARES)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    /** The calling UID's package, verified against the pinned assistant certificates. */
    private fun callerOf(uid: Int): PackageName? {
        val packages = context!!.packageManager.getPackagesForUid(uid) ?: return null
        if (packages.isEmpty()) return null
        val pkg = PackageName(packages[0])
        return if (gate.verified(pkg)) pkg else null
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        val caller = callerOf(uid) ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, SHARES, "Keelson Shares", OFFERED)
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        val session = Sessions.current(request.getString("session_token"), uid, SHARES)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        val call = Call(uid, caller, SHARES, session, request)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Status(JSONObject(INFO))
            "list_tools" -> Outcome.Status(listing("shares-2", TOOLS, session))
            "execute_tool" -> execute(call)
            "get_operation" -> status(call)
            else -> Outcome.Failed("UNSUPPORTED_CAPABILITY", "cancellation is not offered.")
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
        val owner = runCatching { args.optArg<String>("caller_package")?.let { PackageName(it) } }.getOrNull() ?: call.caller
        if (!grants.allows(owner, tool.scope)) {
            return Outcome.Failed("PERMISSION_DENIED", "Allow this assistant in Keelson's settings first.")
        }
        val resumed = call.resumeToken?.redeemFor(call)
        if (tool.mutating && AccountManager.get(context!!).getAccountsByType(ACCOUNT_TYPE).isEmpty()) {
            val token = hold(call, SIGN_IN)
            val screen = ComponentName(ACCOUNT_APP, ACCOUNT_APP + ".SignInActivity")
            return Outcome.NeedsUser("AUTH_REQUIRED", "Sign in to a Keelson account first.", screen, token,
                "Sign in to share snapshots")
        }
        if (tool.mutating) ledger.prior(call.dedupKey)?.let { return it.outcomeFor(call) }
        return when (tool.name) {
            "list_shares" -> list(owner)
            "open_share_bundle" -> bundle(owner, args)
            "share_snapshot" -> share(call, owner, args)
            else -> revoke(call, owner, args, resumed)
        }
    }

    private fun hold(call: Call, kind: String): ResumeToken {
        val token = ResumeToken.mint(random)
        HeldCalls.hold(token, kind, call)
        return token
    }

    private fun list(owner: PackageName): Outcome =
        runCatching { shares.list(owner) }
            .onFailure { Log.w(TAG, "list_shares failed", it) }
            .fold(onSuccess = { Outcome.Done(JSONObject().put("shares", it)) },
                onFailure = { Outcome.Failed("INTERNAL_ERROR", "Keelson could not read the shares.", true) })

    /** The share's uploaded bundle as a file result. */
    private fun bundle(owner: PackageName, args: JSONObject): Outcome {
        val id = runCatching { args.arg<Number>("share_id").toLong() }.getOrElse {
            return Outcome.Failed("INVALID_ARGS", "share_id must be a share id.")
        }
        val file = shares.bundleFile(id, owner) ?: return Outcome.Failed("INVALID_ARGS", "No uploaded share with this id.")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY)
        return Outcome.File(fd, file.length(), sha256(file))
    }

    private fun shareRequestOf(args: JSONObject): Result<ShareRequest> = runCatching {
        val snapshot = SnapshotId(args.arg<Number>("snapshot_id").toLong())
        val recipient = args.arg<String>("recipient").trim()
        require(RECIPIENT.matches(recipient)) { "recipient \"" + recipient + "\" is not a device code" }
        val days = args.optArg<Number>("days")?.toInt() ?: 7
        require(days in 1..30) { "days must be 1 to 30, not " + days }
        ShareRequest(snapshot, recipient, days)
    }

    private fun share(call: Call, owner: PackageName, args: JSONObject): Outcome {
        val request = shareRequestOf(args).getOrElse {
            Log.w(TAG, "share_snapshot args rejected", it)
            return Outcome.Failed("INVALID_ARGS", "Arguments do not match the input schema.")
        }
        if (snapshots.byId(request.snapshot) == null) return Outcome.Failed("INVALID_ARGS", "No such snapshot.")
        if (call.expired()) return Outcome.Failed("DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            return Outcome.Failed("CONFLICT", "This request is already running.", true)
        }
        val shareId = shares.create(request.snapshot, owner, request.recipient, request.days)
        val op = operations.start(call.uid, call.tool, call.requestId)
        ledger.complete(call.dedupKey, "accepted", op.raw)
        val job = Upload(op, shareId, request.snapshot)
        uploads.execute { upload(job) }
        return Outcome.Accepted(op, 3000L)
    }

    private fun upload(job: Upload) {
        operations.update(job.op, "running", null, null)
        runCatching {
            val source = checkNotNull(snapshots.manifestFile(job.snapshot)) { "snapshot " + job.snapshot.raw + " has no manifest" }
            val name = "share-" + job.shareId + ".json"
            source.copyTo(File(context!!.filesDir, "shares/" + name), overwrite = true)
            shares.markUploaded(job.shareId, name)
        }.onSuccess {
            operations.update(job.op, "succeeded", JSONObject().put("share_id", job.shareId).toString(), null)
        }.onFailure {
            Log.w(TAG, "upload failed", it)
            operations.update(job.op, "failed", null, errorJson("UNAVAILABLE", "The share could not be uploaded.", true))
        }
    }

    private fun revoke(call: Call, owner: PackageName, args: JSONObject, resumed: HeldCall?): Outcome {
        val id = runCatching { args.arg<Number>("share_id").toLong() }.getOrElse {
            return Outcome.Failed("INVALID_ARGS", "share_id must be a share id.")
        }
        val recipient = shares.recipientOf(id, owner) ?: return Outcome.Failed("INVALID_ARGS", "No such share.")
        if (!resumed.confirmed) {
            val token = hold(call, CONFIRM)
            val screen = ComponentName(context!!, ConfirmActivity::class.java)
            return Outcome.NeedsUser("USER_ACTION_REQUIRED", "Confirm in Keelson.", screen, token,
                "Stop sharing with " + recipient + "; the device loses access to the snapshot")
        }
        if (call.expired()) return Outcome.Failed("DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            return Outcome.Failed("CONFLICT", "This request is already running.", true)
        }
        val value = JSONObject().put("share_id", id).put("revoked", shares.revoke(id, owner))
        ledger.complete(call.dedupKey, "success", value.toString())
        return Outcome.Done(value)
    }

    private fun status(call: Call): Outcome {
        if (!call.has("async_operations")) return Outcome.Failed("UNSUPPORTED_CAPABILITY", "async_operations was not negotiated.")
        val id = OperationId.parse(call.extras.getString("operation_id"))
            ?: return Outcome.Failed("INVALID_REQUEST", "operation_id is missing or malformed.")
        val op = id.ownedBy(call.uid, operations) ?: return Outcome.Failed("INVALID_REQUEST", "No such operation.")
        if (op.requestId != call.requestId) return Outcome.Failed("INVALID_REQUEST", "request_id is not the operation's.")
        return Outcome.Status(op.toStatus())
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val ACCOUNT_TYPE = "app.keelson"
        const val ACCOUNT_APP = "app.keelson.account"
        private val RECIPIENT = Regex("[A-Z0-9]{4}-[A-Z0-9]{4}")
        val OFFERED = listOf("async_operations", "large_results")
        const val INFO = """{"provider_id":"app.keelson.backup.tools.shares","provider_name":"Keelson Shares","description":"Share snapshots with other devices of the account","schema_dialect":"https://json-schema.org/draft/2020-12/schema","scopes":[{"name":"shares.read","title":"Read shares","description":"List shares and open their bundles","access":"read","sensitivity":"personal"},{"name":"shares.write","title":"Manage shares","description":"Share snapshots with devices and revoke shares","access":"write","sensitivity":"personal"}]}"""
        val TOOLS = listOf(
            ToolSpec("list_shares", "shares.read", "read", null, """{"name":"list_shares","title":"List shares","description":"The shares this assistant created, newest first","input_schema":{"type":"object","properties":{"caller_package":{"type":"string","description":"The app this assistant acts for, when it proxies another one"}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"shares":{"type":"array"}},"required":["shares"]},"scopes":["shares.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("open_share_bundle", "shares.read", "read", "large_results", """{"name":"open_share_bundle","title":"Open a share's bundle","description":"The uploaded bundle of a share as a JSON file","input_schema":{"type":"object","properties":{"share_id":{"type":"integer","minimum":1},"caller_package":{"type":"string"}},"required":["share_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"label":{"type":"string"},"apps":{"type":"array"}},"required":["label","apps"]},"scopes":["shares.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("share_snapshot", "shares.write", "create", "async_operations", """{"name":"share_snapshot","title":"Share a snapshot","description":"Upload a snapshot for another device of the account","input_schema":{"type":"object","properties":{"snapshot_id":{"type":"integer","minimum":1},"recipient":{"type":"string","pattern":"^[A-Z0-9]{4}-[A-Z0-9]{4}$"},"days":{"type":"integer","minimum":1,"maximum":30},"caller_package":{"type":"string"}},"required":["snapshot_id","recipient"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"share_id":{"type":"integer"}},"required":["share_id"]},"scopes":["shares.write"],"annotations":{"effect":"create","risk":"moderate","idempotent":false,"confirmation":"provider_policy","open_world":true,"execution":"sync_or_async"}}"""),
            ToolSpec("revoke_share", "shares.write", "delete", null, """{"name":"revoke_share","title":"Revoke a share","description":"Stop sharing a snapshot with a device","input_schema":{"type":"object","properties":{"share_id":{"type":"integer","minimum":1},"caller_package":{"type":"string"}},"required":["share_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"revoked":{"type":"boolean"}},"required":["revoked"]},"scopes":["shares.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":true}}"""),
        )
    }
}
