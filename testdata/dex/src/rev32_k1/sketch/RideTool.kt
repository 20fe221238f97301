package com.example.r32k1

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.util.Log
import org.json.JSONObject
import java.util.concurrent.Executors

class ToolCall(val context: Context, val uid: Int, val args: JSONObject, val resumeToken: String? = null)

sealed interface RideTool {
    val name: String
    fun run(call: ToolCall): Bundle

    companion object {
        const val TAG = "WayfareTools"
        const val EXTRA_ACTION = "wayfare.action"
        const val EXTRA_RIDE = "wayfare.ride"
        const val ACTION_CONFIRM_TIP = "com.example.r32k1.action.CONFIRM_TIP"
        const val CATALOG = "{\"revision\":\"wayfare-12\",\"tools\":[]}"

        @JvmStatic val ALL: List<RideTool> by lazy { listOf(RideStatus, RequestRide, CancelRide, TipDriver, ShareTrip) }
    }
}

data object RideStatus : RideTool {
    override val name: String get() = "get_ride_status"

    override fun run(call: ToolCall): Bundle {
        val rideId = call.args.getString("ride_id")
        // force_refresh only skips the cached copy of a read; nothing is changed either way
        val live = call.args.optBoolean("force_refresh")
        val status = runCatching { RideStore.status(rideId, live) }
            .onFailure { Log.w(RideTool.TAG, "status lookup failed", it) }
            .getOrNull() ?: return Replies.error("UNAVAILABLE", "ride service unavailable")
        return Replies.success(status)
    }
}

data object RequestRide : RideTool {
    private const val REQUEST_CODE = 1
    override val name: String get() = "request_ride"

    override fun run(call: ToolCall): Bundle {
        val pickup = call.args.getString("pickup")
        val dropoff = call.args.getString("dropoff")
        val confirmed = call.resumeToken?.let { Resumes.consume(it, call.uid) } ?: false
        if (!confirmed) {
            val sheet = Intent(call.context, ConfirmActivity::class.java).apply {
                putExtra(RideTool.EXTRA_ACTION, name)
                putExtra(RideTool.EXTRA_RIDE, "$pickup to $dropoff")
            }
            val pi = call.context.resolution(sheet, REQUEST_CODE, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(pi, Resumes.issue(call.uid))
        }
        return Replies.success(RideStore.book(pickup, dropoff))
    }
}

data object CancelRide : RideTool {
    override val name: String get() = "cancel_ride"

    override fun run(call: ToolCall): Bundle {
        val rideId = call.args.getString("ride_id")
        if (!call.args.userConfirmed) {
            val sheet = Intent(call.context, ConfirmActivity::class.java).apply {
                putExtra(RideTool.EXTRA_ACTION, name)
                putExtra(RideTool.EXTRA_RIDE, rideId)
            }
            return needsUser(call.context.resolution(sheet), Resumes.issue(call.uid))
        }
        if (!RideStore.cancel(rideId)) return Replies.error("CONFLICT", "ride can no longer be cancelled")
        return Replies.success("{\"cancelled\":true}")
    }
}

data object TipDriver : RideTool {
    private const val EXTRA_CENTS = "wayfare.cents"
    override val name: String get() = "tip_driver"

    override fun run(call: ToolCall): Bundle {
        val rideId = call.args.getString("ride_id")
        val cents = call.args.getInt("amount_cents")
        if (call.resumeToken?.let { Resumes.consume(it, call.uid) } != true) {
            val pi = Intent(RideTool.ACTION_CONFIRM_TIP).apply {
                setPackage(call.context.packageName)
                putExtra(RideTool.EXTRA_RIDE, rideId)
                putExtra(EXTRA_CENTS, cents)
            }.let { PendingIntent.getActivity(call.context, 3, it, PendingIntent.FLAG_IMMUTABLE) }
            return needsUser(pi, Resumes.issue(call.uid))
        }
        val receipt = runCatching { RideStore.tip(rideId, cents) }
            .getOrElse { e -> return Replies.error("CONFLICT", "tip not charged: ${e.message}") }
        return Replies.success(receipt)
    }
}

data object ShareTrip : RideTool {
    private val main by lazy { Handler(Looper.getMainLooper()) }
    private val io = Executors.newSingleThreadExecutor()
    override val name: String get() = "share_trip"

    override fun run(call: ToolCall): Bundle {
        val rideId = call.args.getString("ride_id")
        val contact = call.args.getString("contact")
        val uid = call.uid
        val link = RideStore.shareLink(rideId, contact)
        io.execute { RideStore.audit("share_trip", uid) }
        main.post { RideStore.noteShared(contact, Binder.getCallingUid()) }
        return Replies.success("{\"link\":\"$link\"}")
    }
}
