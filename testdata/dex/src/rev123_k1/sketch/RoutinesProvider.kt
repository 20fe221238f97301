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
import kotlin.properties.Delegates

// com.hearthkit.routines: the household's routines and away mode.
class RoutinesProvider : ContentProvider(), Desk {
    override val providerId: String get() = PROVIDER_ID

    private val store: RoutineStore by lazy { RoutineStore(context!!.getSharedPreferences("routines", Context.MODE_PRIVATE)) }
    private val hub: Hub by lazy { Hub(hubBase(context)) }
    private var receipts: Receipts by Delegates.notNull()
    private lateinit var backupDir: File

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        receipts = Receipts(ctx.getSharedPreferences("routine_receipts", Context.MODE_PRIVATE))
        backupDir = File(ctx.filesDir, "backups")
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = Request(method, extras ?: Bundle())
        val caller = Callers.admit(ctx, uid) ?: return req.fail("PERMISSION_DENIED", "This app may not use Hearthkit routines")
        if (method == "negotiate") return negotiate(req, caller, this, "Hearthkit routines")
        if (req.version != 2) return req.fail("UNSUPPORTED_VERSION", "Hearthkit routines speak CETP v2 only")
        session(req, caller) ?: return req.fail("NEGOTIATION_REQUIRED", "Negotiate a session first")
        return when (method) {
            "get_provider_info" -> req.reply(Outcome.Value(Catalog.routinesInfo()))
            "list_tools" -> req.reply(Outcome.Value(Catalog.routinesTools()))
            "execute_tool" -> execute(ctx, req, caller)
            else -> methodNotFound(req)
        }
    }

    private fun execute(ctx: Context, req: Request, caller: Caller): Bundle {
        if (req.pastDeadline()) return req.fail("DEADLINE_EXCEEDED", "The deadline has passed")
        val tool = req.tool
        if (tool.raw !in Catalog.ROUTINE_TOOLS) return req.fail("TOOL_NOT_FOUND", "No such tool")
        val args = runCatching { Fields.parse(req.argsText) }.getOrElse { return req.fail("INVALID_ARGS", "args must be a JSON object") }
        val mutates = tool.raw != "list_routines"
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
            Outcome.Failed("UNAVAILABLE", "Storage or the hub is not available")
        }
        if (mutates && outcome is Outcome.Value) receipts.keep(caller.uid, PROVIDER_ID, req.requestId, tool, req.argsText, outcome.json)
        return req.reply(outcome)
    }

    private fun dispatch(ctx: Context, req: Request, caller: Caller, tool: ToolName, args: Fields): Outcome = when (tool.raw) {
        "list_routines" -> value("routines" to JSONArray(store.all()))
        "add_app_step" -> {
            val routineId = args.require<String>("routine_id")
            val step = JSONObject().put("open_app", args.appPackage).put("added_by", caller.pkg)
            value("routine_id" to routineId, "steps" to store.addStep(routineId, step))
        }
        "share_routine" -> share(ctx, req, caller, args)
        "delete_routine" -> delete(ctx, req, caller, args)
        "set_away_mode" -> away(ctx, req, caller, args)
        "backup_routines" -> backup(args)
        else -> toolNotFound()
    }

    private fun share(ctx: Context, req: Request, caller: Caller, args: Fields): Outcome {
        val routineId = args.require<String>("routine_id")
        val recipient = args.require<String>("recipient")
        val requester = args.requester ?: caller.pkg
        val decision = RunTickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)
        if (decision?.opt<Boolean>("approved") != true) {
            if (decision != null) return userCancelled()
            return askUser(ctx, req, caller, ConfirmScreen.SHARE_ROUTINE, "$requester wants to share routine $routineId with $recipient")
        }
        return value("share_id" to store.share(routineId, recipient, sharedBy = requester))
    }

    private fun delete(ctx: Context, req: Request, caller: Caller, args: Fields): Outcome {
        val routineId = args.require<String>("routine_id")
        val decision = RunTickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)
        if (decision?.opt<Boolean>("approved") != true) {
            if (decision != null) return userCancelled()
            return askUser(ctx, req, caller, ConfirmScreen.DELETE_ROUTINE, "Delete routine $routineId?")
        }
        return value("deleted" to store.delete(routineId))
    }

    private fun away(ctx: Context, req: Request, caller: Caller, args: Fields): Outcome {
        val on = args.require<Boolean>("on")
        val decision = RunTickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)
        if (decision?.opt<Boolean>("approved") != true) {
            if (decision != null) return userCancelled()
            return askUser(ctx, req, caller, ConfirmScreen.AWAY_MODE, if (on) "Arm away mode?" else "Disarm away mode?")
        }
        hub.send("house", if (on) "arm_away" else "disarm")
        return value("away" to on)
    }

    private fun backup(args: Fields): Outcome {
        val name = ExportName(args.require<String>("file_name"))
        val file = ExportFiles.target(backupDir, name)
        file.writeText(JSONArray(store.all()).toString())
        return value("file" to file.name, "bytes" to file.length())
    }

    private fun askUser(ctx: Context, req: Request, caller: Caller, screen: ConfirmScreen, prompt: String): Outcome {
        val ticket = RunTickets.issue(caller.uid, req.tool, req.argsText)
        val flags = PiFlags(PendingIntent.FLAG_IMMUTABLE) + PiFlags(PendingIntent.FLAG_UPDATE_CURRENT)
        val pending = Resolutions.pending(ctx, screen, ticket.token, prompt, flags)
        return Outcome.NeedsUser(pending, ticket.token, "Confirm this in Hearthkit")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.hearthkit.routines"
    }
}
