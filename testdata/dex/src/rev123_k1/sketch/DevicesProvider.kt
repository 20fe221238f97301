package com.hearthkit

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.IOException
import java.time.LocalDate
import kotlin.properties.Delegates

// com.hearthkit.devices: lights, locks and device resets through the hub.
class DevicesProvider : ContentProvider(), Desk {
    override val providerId: String get() = PROVIDER_ID

    private val hub: Hub by lazy { Hub(hubBase(context)) }
    private var receipts: Receipts by Delegates.notNull()
    private lateinit var exportsDir: File

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        receipts = Receipts(ctx.getSharedPreferences("device_receipts", Context.MODE_PRIVATE))
        exportsDir = File(ctx.filesDir, "exports")
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = Request(method, extras ?: Bundle())
        val caller = Callers.admit(ctx, uid) ?: return req.fail("PERMISSION_DENIED", "This app may not use Hearthkit devices")
        if (method == "negotiate") return negotiate(req, caller, this, "Hearthkit devices")
        if (req.version != 2) return req.fail("UNSUPPORTED_VERSION", "Hearthkit devices speak CETP v2 only")
        session(req) ?: return req.fail("NEGOTIATION_REQUIRED", "Negotiate a session first")
        return when (method) {
            "get_provider_info" -> req.reply(Outcome.Value(Catalog.devicesInfo()))
            "list_tools" -> req.reply(Outcome.Value(Catalog.devicesTools()))
            "execute_tool" -> execute(ctx, req, caller)
            else -> methodNotFound(req)
        }
    }

    private fun execute(ctx: Context, req: Request, caller: Caller): Bundle {
        if (req.pastDeadline()) return req.fail("DEADLINE_EXCEEDED", "The deadline has passed")
        val tool = req.tool
        if (tool.raw !in Catalog.DEVICE_TOOLS) return req.fail("TOOL_NOT_FOUND", "No such tool")
        val args = runCatching { Fields.parse(req.argsText) }.getOrElse { return req.fail("INVALID_ARGS", "args must be a JSON object") }
        val mutates = tool.raw != "list_devices"
        if (mutates) {
            receipts.find(caller.uid, PROVIDER_ID, req.requestId)?.let { kept ->
                if (kept.tool != tool || kept.argsDigest != sha256(req.argsText)) {
                    return req.fail("INVALID_REQUEST", "request_id was used for another call")
                }
                return req.reply(Outcome.Value(JSONObject(kept.value)))
            }
        }
        val outcome = try {
            dispatch(ctx, req, caller, tool, args)
        } catch (e: InvalidArgs) {
            Outcome.Failed("INVALID_ARGS", "The arguments do not match the input schema")
        } catch (e: IOException) {
            Outcome.Failed("UNAVAILABLE", "The hub is not reachable")
        }
        if (mutates && outcome is Outcome.Value) receipts.keep(caller.uid, PROVIDER_ID, req.requestId, tool, req.argsText, outcome.json)
        return req.reply(outcome)
    }

    private fun dispatch(ctx: Context, req: Request, caller: Caller, tool: ToolName, args: Fields): Outcome = when (tool.raw) {
        "list_devices" -> value("devices" to JSONArray(hub.devices()))
        "set_light" -> {
            val change = LightChange(hub, args.require<String>("device_id"), args.opt<Number>("level")?.toInt() ?: 100)
            if (change.run()) value("device_id" to change.device, "level" to change.level) else Outcome.Failed("UNAVAILABLE", change.problem)
        }
        "unlock_door" -> unlock(ctx, req, caller, args)
        "factory_reset_device" -> reset(ctx, req, caller, args)
        "export_history" -> export()
        else -> toolNotFound()
    }

    private fun unlock(ctx: Context, req: Request, caller: Caller, args: Fields): Outcome {
        val door = args.require<String>("door_id")
        val decision = DeviceTickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)
        if (decision?.opt<Boolean>("approved") != true) {
            if (decision != null) return userCancelled()
            // the unlock screen is reused while it is open: new extras replace the old ones
            val flags = PiFlags(PendingIntent.FLAG_UPDATE_CURRENT) + PiFlags(PendingIntent.FLAG_ONE_SHOT)
            return askUser(ctx, req, caller, ConfirmScreen.UNLOCK, "Unlock $door?", flags)
        }
        hub.send(door, "unlock")
        return value("door_id" to door, "unlocked" to true)
    }

    private fun reset(ctx: Context, req: Request, caller: Caller, args: Fields): Outcome {
        val device = args.require<String>("device_id")
        // the wall panel's own reset button has asked the user already and says so with force
        if (args.opt<Boolean>("force") != true) {
            val decision = DeviceTickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)
            if (decision?.opt<Boolean>("approved") != true) {
                if (decision != null) return userCancelled()
                val flags = PiFlags(PendingIntent.FLAG_IMMUTABLE) + PiFlags(PendingIntent.FLAG_UPDATE_CURRENT)
                return askUser(ctx, req, caller, ConfirmScreen.RESET, "Reset $device to factory settings?", flags)
            }
        }
        hub.send(device, "factory_reset")
        return value("device_id" to device, "reset" to true)
    }

    private fun export(): Outcome {
        val job = HistoryExport(exportsDir, ExportName("history-${LocalDate.now()}.json"))
        if (!job.run(hub.history())) return Outcome.Failed("INTERNAL_ERROR", job.problem)
        return value("file" to job.file.name, "bytes" to job.file.length())
    }

    private fun askUser(ctx: Context, req: Request, caller: Caller, screen: ConfirmScreen, prompt: String, flags: PiFlags): Outcome {
        val ticket = DeviceTickets.issue(caller.uid, req.tool, req.argsText)
        val pending = Resolutions.pending(ctx, screen, ticket.token, prompt, flags)
        return Outcome.NeedsUser(pending, ticket.token, "Confirm this in Hearthkit")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.hearthkit.devices"
    }
}

// The hub's address, as the setup screen stored it.
fun hubBase(ctx: Context?): String =
    ctx?.getSharedPreferences("hub", Context.MODE_PRIVATE)?.getString("base_url", null) ?: Hub.DEFAULT_BASE
