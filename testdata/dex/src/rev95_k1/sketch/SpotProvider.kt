package com.kitelog

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicBoolean
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import org.json.JSONObject
import org.koin.core.component.KoinComponent
import org.koin.core.component.inject
import org.koin.core.context.GlobalContext

class SpotProvider : ContentProvider(), KoinComponent {
    private val repo: SpotRepo by inject()
    private val policy: Policy by inject()
    private val exporter: Exporter by inject()
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private val started = AtomicBoolean(false)
    private val lastSeen = ConcurrentHashMap<Int, String>()

    override fun onCreate(): Boolean = true

    private fun startCollector(bus: CommandBus) {
        if (!started.compareAndSet(false, true)) return
        val store = GlobalContext.get().get<SpotRepo>()
        scope.launch {
            bus.commands.collect { cmd ->
                when (cmd) {
                    is Command.Purge -> if (cmd.confirmed) store.purge(cmd.spot) else store.markPending(cmd.spot)
                    is Command.Archive -> if (cmd.confirmed) store.archive(cmd.spot) else store.markPending(cmd.spot)
                    is Command.Checkin -> {
                        val uid = Binder.getCallingUid()
                        lastSeen[uid] = cmd.spot
                        store.touch(uid, cmd.spot)
                    }
                    is Command.Visit -> {
                        lastSeen[cmd.uid] = cmd.spot
                        store.touch(cmd.uid, cmd.spot)
                    }
                }
            }
        }
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in PartnerPolicy.PARTNERS) return errorBundle("PERMISSION_DENIED", "not a KiteLog app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline != 0L && System.currentTimeMillis() > deadline) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = req.toolName ?: return errorBundle("INVALID_ARGS", "tool_name missing")
        if (!policy.authorize(uid, tool)) return errorBundle("PERMISSION_DENIED", "not allowed")
        val bus = GlobalContext.get().get<CommandBus>()
        startCollector(bus)
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (tool) {
            "find_spot" -> okBundle(JSONObject.quote(repo.findByName(args.optString("name")).joinToString(",")))
            "spots_in" -> okBundle(JSONObject.quote(repo.inCountry(args.optString("country")).joinToString(",")))
            "purge_spot" -> purgeSpot(bus, args)
            "archive_spot" -> archiveSpot(ctx, bus, uid, req, args)
            "check_in" -> checkIn(bus, args)
            "visit" -> visit(bus, uid, args)
            "export_spots" -> exportSpots()
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun purgeSpot(bus: CommandBus, args: JSONObject): Bundle {
        val spot = args.optString("spot")
        bus.commands.tryEmit(Command.Purge(spot, args.optBoolean("confirmed")))
        return okBundle("{\"queued\":true}")
    }

    private fun archiveSpot(ctx: Context, bus: CommandBus, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val spot = args.optString("spot")
        val approved = ResumeBook.take(req.getString("resume_token"), uid)
        if (!approved) {
            val pi = PendingIntent.getActivity(ctx, 7, Intent(ctx, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        bus.commands.tryEmit(Command.Archive(spot, approved))
        return okBundle("{\"queued\":true}")
    }

    private fun checkIn(bus: CommandBus, args: JSONObject): Bundle {
        bus.commands.tryEmit(Command.Checkin(args.optString("spot")))
        return okBundle("{\"checked_in\":true}")
    }

    private fun visit(bus: CommandBus, uid: Int, args: JSONObject): Bundle {
        bus.commands.tryEmit(Command.Visit(uid, args.optString("spot")))
        return okBundle("{\"visited\":true}")
    }

    private fun exportSpots(): Bundle = try {
        okBundle(JSONObject.quote(exporter.export(repo.names())))
    } catch (e: IllegalStateException) {
        errorBundle("INTERNAL_ERROR", "export failed: " + e.message)
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private const val TOOLS = "[{\"name\":\"find_spot\",\"effect\":\"read\"},{\"name\":\"spots_in\",\"effect\":\"read\"},{\"name\":\"purge_spot\",\"effect\":\"delete\"},{\"name\":\"archive_spot\",\"effect\":\"write\"},{\"name\":\"check_in\",\"effect\":\"write\"},{\"name\":\"visit\",\"effect\":\"write\"},{\"name\":\"export_spots\",\"effect\":\"read\"}]"
    }
}
