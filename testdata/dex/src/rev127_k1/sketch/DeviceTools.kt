package com.hearthly

import android.app.PendingIntent
import android.content.Context
import android.os.Binder
import android.util.Base64
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.Callable
import java.util.concurrent.ExecutorService
import java.util.concurrent.TimeUnit
import kotlin.random.Random

/** Resume tokens of the devices provider. */
object DeviceTokens {
    private val random: Random by lazy(LazyThreadSafetyMode.NONE) { Random(System.nanoTime()) }

    fun next(): String = Base64.encodeToString(random.nextBytes(24), TOKEN_FLAGS)
}

class DeviceTools(
    private val ctx: Context,
    private val devices: DeviceRepository,
    private val tickets: TicketBook,
    private val audit: AuditLog,
    private val worker: ExecutorService,
) : ToolSet {
    override fun handle(call: ToolCall): Reply = when (call.tool) {
        "list_devices" -> list()
        "set_scene" -> scene(call)
        "unlock_door" -> unlockDoor(call)
        "set_schedule" -> schedule(call)
        else -> Reply.Failed("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private fun list(): Reply = runCatching { devices.all() }
        .onFailure { Log.w(TAG, "list_devices failed", it) }
        .map { found -> Reply.Done(JSONObject().put("devices", JSONArray(found.map(Device::json)))) }
        .getOrElse { Reply.Failed("UNAVAILABLE", it.safeText, retryable = true) }

    private fun scene(call: ToolCall): Reply {
        val scene = call.args.arg<String>("scene")?.takeIf { it in SCENES }
            ?: return Reply.Failed("INVALID_ARGS", "scene must be one of ${SCENES.joinToString()}")
        val uid = call.caller.uid
        return runCatching {
            // Scene writes go through the hub's worker so that they never interleave with the hub's own sync.
            worker.submit(Callable { devices.applyScene(scene, by = uid) }).get(call.env.budgetMillis, TimeUnit.MILLISECONDS)
        }
            .onSuccess { devices.notifyChanged() }
            .map { changed -> Reply.Done(JSONObject().put("changed", changed)) }
            .getOrElse { Reply.Failed("UNAVAILABLE", it.safeText, retryable = true) }
    }

    private fun unlockDoor(call: ToolCall): Reply {
        val door = call.args.arg<String>("door_id")?.let(devices::door)
            ?: return Reply.Failed("INVALID_ARGS", "No door with that door_id")
        if (!door.locked) return Reply.Done(door.json())
        if (call.ticket != null) return unlock(call, door)
        val claimed = call.extras.value<Boolean>("user_confirmed") ?: false
        // What the assistant claims is only said on the lock sheet: the resident answers there.
        return unlock(call, door, confirmed = false, prompt = if (claimed) "Your assistant says you asked to unlock ${door.name}. Unlock it now?" else "Unlock ${door.name}?")
    }

    /** Unlocks once `confirmed`, which only an approved resume ticket makes true; asks on the lock sheet otherwise. */
    private fun unlock(call: ToolCall, door: Door, confirmed: Boolean = true, prompt: String = "Unlock ${door.name}?"): Reply {
        if (!confirmed) return askUnlock(call, prompt)
        val ident = Binder.clearCallingIdentity()
        return runCatching {
            devices.unlock(door, by = call.caller.uid)
            devices.notifyChanged()
        }
            .also { Binder.restoreCallingIdentity(ident) }
            .also { audit.record(Binder.getCallingUid(), call.tool, it.isSuccess) }
            .map { Reply.Done(door.copy(locked = false).json()) }
            .getOrElse { Reply.Failed("CONFLICT", it.safeText) }
    }

    private fun askUnlock(call: ToolCall, prompt: String): Reply {
        val token = DeviceTokens.next()
        tickets.issue(call.ticketFor(token))
        return Reply.NeedsUser(prompt, ctx.resolutionFor(ctx.lockScreen, token, prompt), token)
    }

    private fun schedule(call: ToolCall): Reply {
        val device = call.args.arg<String>("device_id") ?: return Reply.Failed("INVALID_ARGS", "device_id is required")
        val day = call.args.arg<Number>("day_celsius")?.toDouble()?.takeIf { it in 5.0..30.0 }
            ?: return Reply.Failed("INVALID_ARGS", "day_celsius must be 5 to 30")
        val night = call.args.arg<Number>("night_celsius")?.toDouble()?.takeIf { it in 5.0..30.0 }
            ?: return Reply.Failed("INVALID_ARGS", "night_celsius must be 5 to 30")
        // Provider policy: a schedule that leaves the home cold (frozen pipes) or very warm is confirmed on screen.
        val unusual = day < 16.0 || night < 12.0 || day > 25.0
        if (unusual && call.ticket == null) {
            val token = DeviceTokens.next()
            tickets.issue(call.ticketFor(token))
            val prompt = "Heat $device to $day C by day and $night C at night?"
            return Reply.NeedsUser(prompt, ctx.resolutionFor(ctx.scheduleScreen, token, prompt, flags = PendingIntent.FLAG_IMMUTABLE), token)
        }
        return runCatching { devices.setSchedule(device, day, night, by = call.caller.uid) }
            .also { audit.record(call.caller.uid, call.tool, it.isSuccess) }
            .map { Reply.Done(JSONObject().put("ok", true)) }
            .getOrElse { Reply.Failed("UNAVAILABLE", it.safeText, retryable = true) }
    }

    companion object {
        private const val TAG = "HearthlyDevices"
        private val SCENES = listOf("morning", "evening", "away", "night")
    }
}
