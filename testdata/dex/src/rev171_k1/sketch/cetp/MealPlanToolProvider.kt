package app.larder.kitchen.cetp

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import app.larder.kitchen.data.Approval
import app.larder.kitchen.data.Approvals
import app.larder.kitchen.data.AuditLog
import app.larder.kitchen.data.LarderDb
import app.larder.kitchen.data.MealPlanStore
import app.larder.kitchen.data.Operation
import app.larder.kitchen.data.OperationStore
import app.larder.kitchen.data.RequestLedger
import java.time.LocalDate
import org.json.JSONObject

/** Meal-plan tools: list and search the plan; schedule, clear and generate meals (generation may run in the background). */
class MealPlanToolProvider : ContentProvider() {
    private val ctx: Context get() = context ?: error("provider not attached")
    private val db by lazy { LarderDb.get(ctx) }
    private val plans by lazy { MealPlanStore(db) }
    private val ops by lazy { OperationStore(db) }
    private val committer by lazy { Committer(RequestLedger(db)) }
    private val approvals by lazy { Approvals(db) }
    private val audit by lazy { AuditLog(db) }
    private val grants by lazy { Grants(ctx) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val env = Envelope(extras ?: Bundle())
        val uid = Binder.getCallingUid()
        val caller = MealTrust.resolve(ctx.packageManager, uid, env.extras)
            ?: return errorReply(env.requestId, ErrorCode.PERMISSION_DENIED, "Larder does not serve this app.")
        return serve(method, env, caller)
    }

    private fun serve(method: String, env: Envelope, caller: Caller): Bundle {
        if (method !in V2_METHODS) return errorReply(env.requestId, ErrorCode.METHOD_NOT_FOUND, "Larder has no such method.")
        if (method == "negotiate") return negotiate(env.extras, caller.uid, PROVIDER_ID, PROVIDER_NAME, OFFERED)
        env.problem()?.let { return it }
        val session = Sessions.current(env.sessionToken, caller.uid, PROVIDER_ID)
            ?: return errorReply(env.requestId, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        val call = Call(caller, PROVIDER_ID, session, env)
        return when (method) {
            "get_provider_info" -> successReply(call.requestId, INFO)
            "list_tools" -> successReply(call.requestId, toolList(MealTools.REVISION, MealTools.all, call.has(ASYNC)))
            "execute_tool" -> execute(call).toReply(call.requestId)
            "get_operation" -> call.takeIf { it.has(ASYNC) }
                ?.let { operationOf(it)?.let { op -> successReply(call.requestId, op.toJson()) } ?: noOperation(call) }
                ?: unsupported(call, ASYNC)
            else -> call.takeIf { it.has(CANCELLATION) }?.let(::cancel) ?: unsupported(call, CANCELLATION)
        }
    }

    private fun unsupported(call: Call, capability: String): Bundle =
        errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "$capability was not negotiated.")

    private fun noOperation(call: Call): Bundle =
        errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "No operation with that operation_id for this request_id.")

    /** Only the UID and request_id that created an operation can see or cancel it. */
    private fun operationOf(call: Call): Operation? =
        call.envelope.operationId?.let { ops.find(it, call.caller.uid, call.requestId) }

    private fun cancel(call: Call): Bundle {
        val op = operationOf(call) ?: return noOperation(call)
        if (op.terminal) return errorReply(call.requestId, ErrorCode.CONFLICT, "The operation has already ended.")
        ops.requestCancel(op.id)
        return successReply(call.requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
    }

    private fun execute(call: Call): Outcome {
        val spec = MealTools.byName[call.tool]
            ?: return Outcome.Failed(ErrorCode.TOOL_NOT_FOUND, "The meal plan has no tool by that name.")
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
            spec.mayRunAsync -> generate(spec, call, args)
            spec.confirmation == Confirmation.ALWAYS -> args.optBoolean("confirmed", false).takeIf { it }
                ?.let { committer.commit(call, call.deadlineAtMs) { perform(spec, args) } }
                ?: park(spec, call, args)
            else -> committer.commit(call) { perform(spec, args) }
        }
    }

    private fun read(spec: ToolSpec, args: JSONObject): Outcome = when (spec.name) {
        "list_week" -> args.optString("from", "").takeIf(DAY::matches)
            ?.let { from -> runCatching { plans.week(from, LocalDate.parse(from).plusDays(7).toString()) } }
            ?.fold(onSuccess = { Outcome.Done(JSONObject().put("meals", it)) }, onFailure = { failureOf(it, spec.name) })
            ?: Outcome.Failed(ErrorCode.INVALID_ARGS, "from must be a day like 2026-03-01.")
        else -> runCatching { args.getString("tag") }
            .mapCatching { tag -> plans.plansTagged(tag) }
            .fold(onSuccess = { Outcome.Done(JSONObject().put("meals", it)) }, onFailure = { failureOf(it, spec.name) })
    }

    private fun park(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        if (call.deadlineAtMs <= System.currentTimeMillis()) {
            return Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before the user could be asked.")
        }
        val day = args.optString("day", "").takeIf(DAY::matches)
            ?: return Outcome.Failed(ErrorCode.INVALID_ARGS, "day must be a day like 2026-03-01.")
        val parked = approvals.park(
            Approval(Tokens.fresh(), call.caller.uid, PROVIDER_ID, spec.name, call.requestId, call.argsDigest, "Clear every meal on $day?"),
        )
        val screen = ctx.approvalScreen(parked.token, PROVIDER_ID) { it or PendingIntent.FLAG_IMMUTABLE }
        return Outcome.NeedsUser("Approve ${spec.title} in Larder first.", screen, parked.token)
    }

    private fun resume(spec: ToolSpec, call: Call, args: JSONObject, token: String): Outcome =
        approvals.redeem(token, call.caller.uid, PROVIDER_ID, spec.name, call.requestId, call.argsDigest)
            ?.let { approval ->
                approval.confirmed.takeIf { it }
                    ?.let { committer.commit(call, call.deadlineAtMs) { perform(spec, args) } }
                    ?: Outcome.Failed(ErrorCode.USER_CANCELLED, "The user did not approve ${spec.title}.")
            }
            ?: Outcome.Failed(ErrorCode.INVALID_REQUEST, "resume_token is unknown, unanswered, used or for another call.")

    private fun perform(spec: ToolSpec, args: JSONObject): JSONObject = when (spec.name) {
        "schedule_meal" -> {
            val day = args.getString("day").also { require(DAY.matches(it)) }
            val slot = args.getString("slot").takeIf { it in SLOTS } ?: throw IllegalArgumentException("slot")
            val servings = args.optInt("servings", 2).also { require(it in 1..12) }
            JSONObject().put("meal_id", plans.schedule(day, slot, args.getLong("recipe_id"), servings))
        }
        "clear_day" -> args.getString("day").also { require(DAY.matches(it)) }
            .let { day -> JSONObject().put("day", day).put("removed", plans.clearDay(day)) }
        else -> throw IllegalArgumentException(spec.name)
    }

    /** generate_week: in the background when async_operations was negotiated, else before answering. */
    private fun generate(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        val from = args.optString("from", "").takeIf(DAY::matches)
            ?: return Outcome.Failed(ErrorCode.INVALID_ARGS, "from must be a day like 2026-03-01.")
        val maxMinutes = args.optInt("max_minutes", 45).coerceIn(10, 240)
        return committer.commit(call, call.deadlineAtMs) { planOrQueue(call, from, maxMinutes) }.let { outcome ->
            when (outcome) {
                is Outcome.Done -> outcome.value.optString("operation_id").takeIf { it.isNotEmpty() }
                    ?.let { Outcome.Accepted(it) } ?: outcome
                is Outcome.Accepted, is Outcome.Failed, is Outcome.NeedsUser -> outcome
            }
        }
    }

    /** With async_operations: a durable operation row owned by the caller, and the work on the pool. */
    private fun planOrQueue(call: Call, from: String, maxMinutes: Int): JSONObject =
        if (call.has(ASYNC)) {
            val opId = "op_" + Tokens.fresh(16)
            ops.create(opId, call.caller.uid, call.requestId)
            startOperation(opId, call.tool, from, maxMinutes)
            JSONObject().put("operation_id", opId)
        } else {
            fillWeek(from, maxMinutes)
        }

    private fun startOperation(opId: String, tool: String, from: String, maxMinutes: Int) {
        onWorker {
            ops.move(opId, "running")
            runCatching { fillWeek(from, maxMinutes) { !ops.cancelRequested(opId) } }
                .onSuccess { value ->
                    ops.move(opId, if (ops.cancelRequested(opId)) "cancelled" else "succeeded", value.toString())
                    audit.record(Binder.getCallingUid(), tool, "week/$from")
                }
                .onFailure { e ->
                    Log.w(TAG, "meal plan operation failed", e)
                    ops.move(opId, "failed", failureOf(e, tool).let { f ->
                        JSONObject().put("error_code", f.code.name).put("error_message", f.message).put("retryable", f.code.retryable).toString()
                    })
                }
        }
    }

    /** Seven dinners from the quickest recipes within [maxMinutes]; stops early once [stillWanted] says no. */
    private fun fillWeek(from: String, maxMinutes: Int, stillWanted: () -> Boolean = { true }): JSONObject {
        val start = LocalDate.parse(from)
        val recipes = plans.quickRecipes(maxMinutes, 7).takeUnless { it.isEmpty() }
            ?: throw IllegalStateException("no recipe fits")
        var planned = 0
        while (planned < 7 && stillWanted()) {
            plans.schedule(start.plusDays(planned.toLong()).toString(), "dinner", recipes[planned % recipes.size])
            planned++
        }
        return JSONObject().put("from", from).put("planned", planned)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "$APP_ID.meals"
        const val PROVIDER_NAME = "Larder Meal Plan"
        private val OFFERED = setOf(ASYNC, CANCELLATION)
        private val INFO = providerInfo(PROVIDER_ID, PROVIDER_NAME, "The household's weekly meal plan", MealTools.scopes)
    }
}
