package app.larder.kitchen.cetp

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import app.larder.kitchen.data.Approval
import app.larder.kitchen.data.Approvals
import app.larder.kitchen.data.AuditLog
import app.larder.kitchen.data.LarderDb
import app.larder.kitchen.data.PantryStore
import app.larder.kitchen.data.RequestLedger
import org.json.JSONObject

/** Pantry tools: list items, find recipes; add, adjust and throw away items. */
class PantryToolProvider : ContentProvider() {
    private val ctx: Context get() = context ?: error("provider not attached")
    private val db by lazy { LarderDb.get(ctx) }
    private val store by lazy { PantryStore(db) }
    private val committer by lazy { Committer(RequestLedger(db)) }
    private val approvals by lazy { Approvals(db) }
    private val audit by lazy { AuditLog(db) }
    private val grants by lazy { Grants(ctx) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val env = Envelope(extras ?: Bundle())
        val uid = Binder.getCallingUid()
        val caller = PantryAccess.resolve(ctx.packageManager, uid, callingPackage)
            ?: return errorReply(env.requestId, ErrorCode.PERMISSION_DENIED, "Larder does not serve this app.")
        return serve(method, env, caller)
    }

    private fun serve(method: String, env: Envelope, caller: Caller): Bundle {
        if (method !in V2_METHODS) return errorReply(env.requestId, ErrorCode.METHOD_NOT_FOUND, "Larder has no such method.")
        if (method == "negotiate") return negotiate(env.extras, caller.uid, PROVIDER_ID, PROVIDER_NAME, emptySet())
        env.problem()?.let { return it }
        val session = Sessions.current(env.sessionToken, caller.uid, PROVIDER_ID)
            ?: return errorReply(env.requestId, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        val call = Call(caller, PROVIDER_ID, session, env)
        return when (method) {
            "get_provider_info" -> successReply(call.requestId, INFO)
            "list_tools" -> successReply(call.requestId, toolList(PantryTools.REVISION, PantryTools.all, false))
            "execute_tool" -> execute(call).toReply(call.requestId)
            else -> errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "The pantry runs no background operations.")
        }
    }

    private fun execute(call: Call): Outcome {
        val spec = PantryTools.byName[call.tool]
            ?: return Outcome.Failed(ErrorCode.TOOL_NOT_FOUND, "The pantry has no tool by that name.")
        val args = parseArgs(call.rawArgs)
            .getOrElse { return Outcome.Failed(ErrorCode.INVALID_ARGS, "args must be one JSON object within max_request_bytes.") }
        grants.missing(call.caller.pkg, spec.scopes).takeIf { it.isNotEmpty() }?.let { missing ->
            return Outcome.Failed(ErrorCode.PERMISSION_DENIED, "Turn on ${missing.joinToString()} for this assistant in Larder.")
        }
        call.envelope.resumeToken?.let { token ->
            return if (spec.confirmation == Confirmation.ALWAYS) resume(spec, call, args, token)
            else Outcome.Failed(ErrorCode.INVALID_REQUEST, "${spec.name} takes no resume_token.")
        }
        return when {
            !spec.effect.mutating -> read(spec, args)
            spec.confirmation == Confirmation.ALWAYS -> park(spec, call, args)
            else -> committer.commit(call, call.deadlineAtMs) { perform(spec, call, args) }
        }
    }

    private fun read(spec: ToolSpec, args: JSONObject): Outcome = when (spec.name) {
        "list_items" -> Outcome.Done(JSONObject().put("items", store.items(args.optInt("limit", 20).coerceIn(1, 100))))
        else -> runCatching { args.getString("tag") }
            .mapCatching { tag -> store.recipesTagged(tag) }
            .fold(onSuccess = { Outcome.Done(JSONObject().put("recipes", it)) }, onFailure = { failureOf(it, spec.name) })
    }

    /** A call that needs the user: park it and hand back the approval screen. */
    private fun park(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        if (call.deadlineAtMs <= System.currentTimeMillis()) {
            return Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before the user could be asked.")
        }
        val name = runCatching { args.getLong("item_id") }.getOrNull()?.let(store::nameOf)
            ?: return Outcome.Failed(ErrorCode.INVALID_ARGS, "No pantry item has that item_id.")
        val parked = approvals.park(
            Approval(Tokens.fresh(), call.caller.uid, PROVIDER_ID, spec.name, call.requestId, call.argsDigest, "Throw away $name?"),
        )
        val screen = ctx.approvalScreen(parked.token, PROVIDER_ID) { it or PendingIntent.FLAG_ONE_SHOT }
        return Outcome.NeedsUser("Approve ${spec.title} in Larder first.", screen, parked.token)
    }

    private fun resume(spec: ToolSpec, call: Call, args: JSONObject, token: String): Outcome =
        approvals.redeem(token, call.caller.uid, PROVIDER_ID, spec.name, call.requestId, call.argsDigest)
            ?.let { approval ->
                approval.confirmed.takeIf { it }
                    ?.let { committer.commit(call, call.deadlineAtMs) { perform(spec, call, args) } }
                    ?: Outcome.Failed(ErrorCode.USER_CANCELLED, "The user did not approve ${spec.title}.")
            }
            ?: Outcome.Failed(ErrorCode.INVALID_REQUEST, "resume_token is unknown, unanswered, used or for another call.")

    /** The mutation itself; the audit row is written in the background with the UID call() read. */
    private fun perform(spec: ToolSpec, call: Call, args: JSONObject): JSONObject = when (spec.name) {
        "add_item" -> {
            val name = args.getString("name").trim().also { require(it.length in 1..60) }
            val quantity = args.getInt("quantity").also { require(it in 1..10000) }
            val unit = args.optString("unit", "pcs").takeIf { it in UNITS } ?: throw IllegalArgumentException("unit")
            val bestBefore = args.optString("best_before", "").takeIf(DAY::matches)
            JSONObject().put("item_id", store.add(name, quantity, unit, bestBefore))
        }
        "adjust_quantity" -> args.getLong("item_id").let { id ->
            val delta = args.getInt("delta").also { require(it in -1000..1000) }
            store.adjust(id, delta)?.let { JSONObject().put("item_id", id).put("quantity", it) } ?: throw NoSuchElementException()
        }
        "discard_item" -> args.getLong("item_id").let { id ->
            id.takeIf(store::discard)?.let { JSONObject().put("item_id", it).put("discarded", true) }
                ?: throw NoSuchElementException()
        }
        else -> throw IllegalArgumentException(spec.name)
    }.also { result ->
        val uid = call.caller.uid
        val subject = "item/" + result.optLong("item_id")
        onWorker { audit.record(uid, spec.name, subject) }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = APP_ID
        const val PROVIDER_NAME = "Larder Pantry"
        private val INFO = providerInfo(PROVIDER_ID, PROVIDER_NAME, "The household pantry and recipe book", PantryTools.scopes)
    }
}
