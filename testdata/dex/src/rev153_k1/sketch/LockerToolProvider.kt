package com.parcelnest.app

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject

/** CETP v2 for parcel lockers, by hand over call(): the tools are declared in the init block. */
class LockerToolProvider : ContentProvider() {
    private lateinit var db: ParcelDb
    private lateinit var audit: AuditTrail
    private val tools = ToolSet()

    init {
        tools {
            revision = "lockers-7"
            admit { uid ->
                packagesOf(uid).firstOrNull { pkg -> signedAsPinned(pkg) }
            }

            tool("find_lockers") {
                title = "Find lockers"
                description = "Lockers with a free compartment near a place, nearest first."
                effect = Effect.READ
                scopes = listOf("lockers.read")
                input = """{"type":"object","properties":{"lat":{"type":"number"},"lon":{"type":"number"},""" +
                    """"limit":{"type":"integer","minimum":1,"maximum":50}},"required":["lat","lon"],"additionalProperties":false}"""
                output = """{"type":"object","properties":{"lockers":{"type":"array"}},"required":["lockers"]}"""
                handler { args ->
                    val limit = args.optInt("limit", 10).coerceIn(1, 50)
                    success(JSONObject().put("lockers", db.lockersNear(args.getDouble("lat"), args.getDouble("lon"), limit)))
                }
            }

            tool("reserve_locker") {
                title = "Reserve a locker"
                description = "Hold a compartment of a locker for one to seven days; the reply has the pickup code."
                effect = Effect.CREATE
                risk = "moderate"
                confirmation = "provider_policy"
                scopes = listOf("lockers.write")
                input = """{"type":"object","properties":{"locker_id":{"type":"integer"},"days":{"type":"integer","minimum":1,"maximum":7}},""" +
                    """"required":["locker_id"],"additionalProperties":false}"""
                output = """{"type":"object","properties":{"reservation_id":{"type":"integer"},"pickup_code":{"type":"string"}},"required":["reservation_id"]}"""
                confirm = { args -> args.optInt("days", 1) > 2 }
                resolution { args ->
                    summary = "Hold a compartment of locker ${args.optLong("locker_id", 0L)} for ${args.optInt("days", 1)} days"
                }
                handler { args ->
                    val days = args.optInt("days", 1)
                    if (days !in 1..7) return@handler failure("INVALID_ARGS", "days must be 1 to 7.")
                    val code = Tokens.pickupCode()
                    val id = db.reserve(args.getLong("locker_id"), uid, callerPackage, days, code)
                    if (id < 0) return@handler failure("CONFLICT", "That locker has no free compartment.")
                    audit.record("reserve_locker", requestId, "reserved")
                    success(JSONObject().put("reservation_id", id).put("pickup_code", code))
                }
            }

            tool("open_locker") {
                title = "Open a locker door"
                description = "Open the compartment of one of the user's reservations, wherever the user is."
                effect = Effect.UPDATE
                risk = "high"
                confirmation = "always"
                scopes = listOf("lockers.write")
                input = """{"type":"object","properties":{"reservation_id":{"type":"integer"}},"required":["reservation_id"],"additionalProperties":false}"""
                output = """{"type":"object","properties":{"state":{"type":"string"}},"required":["state"]}"""
                resolution { args ->
                    target(LOCKERS_APP, "com.parcelnest.lockers.UnlockActivity")
                    flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_CANCEL_CURRENT
                    summary = "Open the door of reservation ${args.optLong("reservation_id", 0L)} now"
                }
                handler { args ->
                    val reservation = db.reservation(args.getLong("reservation_id"), uid)
                        ?: return@handler failure("INVALID_ARGS", "No reservation of yours with that id.")
                    if (db.markOpened(reservation.id) == 0) return@handler failure("CONFLICT", "The compartment was opened already.")
                    asProvider { ctx.startService(bridgeIntent(LockerBridgeService.ACTION_OPEN, reservation)) }
                    audit.record("open_locker", requestId, "door opened")
                    success(JSONObject().put("reservation_id", reservation.id).put("state", "opened"))
                }
            }

            tool("share_pickup_code") {
                title = "Share a pickup code"
                description = "Text the pickup code of one of the user's reservations to someone collecting for them."
                effect = Effect.CREATE
                risk = "moderate"
                confirmation = "provider_policy"
                scopes = listOf("lockers.write")
                input = """{"type":"object","properties":{"reservation_id":{"type":"integer"},"recipient":{"type":"string","maxLength":120}},""" +
                    """"required":["reservation_id","recipient"],"additionalProperties":false}"""
                output = """{"type":"object","properties":{"sent":{"type":"boolean"}},"required":["sent"]}"""
                handler { args ->
                    val reservation = db.reservation(args.getLong("reservation_id"), uid)
                        ?: return@handler failure("INVALID_ARGS", "No reservation of yours with that id.")
                    val recipient = args.getString("recipient").trim()
                    if (recipient.isEmpty() || recipient.length > 120) return@handler failure("INVALID_ARGS", "recipient must be 1 to 120 characters.")
                    asProvider {
                        ctx.startService(bridgeIntent(LockerBridgeService.ACTION_SEND_CODE, reservation)
                            .putExtra(LockerBridgeService.EXTRA_RECIPIENT, recipient))
                        audit.record("share_pickup_code", requestId, "code sent")
                    }
                    success(JSONObject().put("reservation_id", reservation.id).put("sent", true))
                }
            }

            tool("export_reservations") {
                title = "Export reservations"
                description = "Every reservation the user made, as one JSON file."
                effect = Effect.READ
                scopes = listOf("lockers.read")
                output = """{"type":"object","properties":{"reservations":{"type":"array"}},"required":["reservations"]}"""
                handler { _ ->
                    if (!session.largeResults) return@handler failure("RESULT_TOO_LARGE", "Negotiate large_results to export reservations.")
                    val file = ExportFiles.reservations(ctx)
                        ?: return@handler failure("UNAVAILABLE", "The export is being prepared; try again shortly.", true)
                    fileResult(file, ParcelFileDescriptor.MODE_READ_ONLY)
                }
            }
        }
    }

    override fun onCreate(): Boolean {
        val ctx = context!!
        db = ParcelDb.open(ctx)
        audit = AuditTrail(db, PROVIDER_ID) { Binder.getCallingUid() }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        return Bundle().reply(request.requestId, serve(method, request, uid))
    }

    private fun serve(method: String, request: Bundle, uid: Int): Reply {
        val ctx = context!!
        val pkg = tools.admission(ctx, uid)
            ?: return failure("PERMISSION_DENIED", "This app is not an allowed assistant.")
        if (method == "negotiate") return negotiate(request, uid, PROVIDER_ID, PROVIDER_NAME, setOf("large_results"))
        if (method !in METHODS) return failure("METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || request.requestId == null) {
            return failure("INVALID_REQUEST", "protocol_version 2 and request_id are required.")
        }
        val session = Session.find(request.sessionToken, uid, PROVIDER_ID)
            ?: return failure("NEGOTIATION_REQUIRED", "Negotiate a session first.", true)
        val call = ToolCall(ctx, db, audit, uid, pkg, PROVIDER_ID, session, request)
        return when (method) {
            "get_provider_info" -> success(providerInfo(PROVIDER_ID, PROVIDER_NAME, "Parcel lockers near you", SCOPES))
            "list_tools" -> success(tools.listing(Assistants.scopesOf(pkg)))
            "execute_tool" -> execute(call)
            else -> failure("UNSUPPORTED_CAPABILITY", "This provider has no background operations.")
        }
    }

    private fun execute(call: ToolCall): Reply {
        val tool = tools[call.toolName] ?: return failure("TOOL_NOT_FOUND", "No tool of that name.")
        if (!Assistants.scopesOf(call.callerPackage).containsAll(tool.scopes)) {
            return failure("PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        val args = call.args() ?: return failure("INVALID_ARGS", "args must be a JSON object.")
        if (tool.mutating) db.prior(call.retryKey)?.let { return it.replayFor(tool.name, call.argsDigest) }
        call.extras.resumeToken?.let { token ->
            // The user has answered: finish the call they were asked about.
            return when (Tickets.redeem(token, call)) {
                true -> run(call, tool, args)
                false -> failure("USER_CANCELLED", "The user declined.")
                null -> failure("INVALID_REQUEST", "The resume token is unknown, used, or not this call's.")
            }
        }
        if (call.extras.deadlineAtMs <= System.currentTimeMillis()) {
            return failure("DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        if (tool.mutating && tool.needsUser(args)) return askUser(call, tool, args)
        return run(call, tool, args)
    }

    private fun run(call: ToolCall, tool: Tool, args: JSONObject): Reply = tool(call, args).also {
        if (tool.mutating) db.record(call.retryKey, tool.name, call.argsDigest, Bundle().apply(it))
    }

    /** Holds the call for the user and answers USER_ACTION_REQUIRED with the tool's resolution. */
    private fun askUser(call: ToolCall, tool: Tool, args: JSONObject): Reply {
        val ctx = context!!
        val spec = tool.resolutionFor(args)
        val token = Tickets.state {
            uid = call.uid
            providerId = PROVIDER_ID
            this.tool = tool.name
            argsDigest = call.argsDigest
            requestId = call.requestId
            expiresAt = System.currentTimeMillis() + Tickets.TTL_MS
        }
        val intent = Intent(spec.action).apply {
            component = spec.target ?: ComponentName(ctx, ConfirmActivity::class.java)
            putExtra(EXTRA_TOKEN, token)
            putExtra(EXTRA_SUMMARY, spec.summary)
        }
        val resolution = PendingIntent.getActivity(ctx, token.hashCode(), intent, spec.flags)
        return needsUser(resolution, token, "Confirm in Parcelnest: ${spec.summary}")
    }

    /** The locker bridge (Bluetooth to the locker's controller) runs as the app. */
    private fun bridgeIntent(action: String, reservation: Reservation): Intent =
        Intent(context!!, LockerBridgeService::class.java).setAction(action)
            .putExtra(LockerBridgeService.EXTRA_RESERVATION, reservation.id)
            .putExtra(LockerBridgeService.EXTRA_LOCKER, reservation.lockerId)

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.parcelnest.app.lockers"
        const val PROVIDER_NAME = "Parcelnest Lockers"
        const val LOCKERS_APP = "com.parcelnest.lockers"
        private const val SCOPES = """[{"name":"lockers.read","title":"See lockers and reservations","description":"Lockers near you and your reservations",""" +
            """"access":"read","sensitivity":"personal"},{"name":"lockers.write","title":"Use lockers",""" +
            """"description":"Reserve and open lockers, share pickup codes","access":"write","sensitivity":"device"}]"""
    }
}
