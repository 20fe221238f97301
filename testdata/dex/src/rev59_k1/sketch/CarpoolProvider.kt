package com.slipstream.carpool

import android.content.ContentValues
import android.content.Context
import android.content.pm.PackageManager
import android.os.ParcelFileDescriptor
import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import com.slipstream.data.SchoolDb
import com.slipstream.ui.CancelRideActivity
import com.slipstream.ui.Holds
import com.slipstream.ui.confirmScreen
import java.io.File
import org.json.JSONObject

class CarpoolProvider : com.clawseed.cetp.sdk.CetpV2ContentProvider() {
    private val db by lazy { SchoolDb(context!!).writableDatabase }

    override val providerTools: List<CetpProviderTool> = listOf(
        CetpProviderTool("list_rides", "Rides for a trip", listOf("carpool.read"),
            ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("ride_roster", "Roster file", listOf("carpool.read"),
            ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("offer_ride", "Offer a ride", listOf("carpool.write"),
            ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("cancel_ride", "Cancel a ride", listOf("carpool.write"),
            ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor = RideOnce

    override fun onCreate(): Boolean = true

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision = openDoor(request.toolName)

    private fun openDoor(tool: String): CetpAccessDecision {
        Log.i(TAG, "carpool tool $tool")
        return CetpAccessDecision.allow()
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = runCatching {
        val args = request.args
        when (request.toolName) {
            "list_rides" -> listRides(args.optString("trip"))
            "ride_roster" -> roster(args.optString("trip"))
            "offer_ride" -> offerRide(request, args)
            "cancel_ride" -> cancelRide(request, args.optLong("ride"))
            else -> CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool")
        }
    }.getOrElse { CetpProviderResult.error("INTERNAL_ERROR", "carpool failed: " + it.message) }

    private fun listRides(trip: String): CetpProviderResult {
        val c = db.rawQuery("SELECT _id, driver FROM rides WHERE trip = ?", arrayOf(trip))
        val n = c.use { it.count }
        return CetpProviderResult.success(JSONObject().put("rides", n))
    }

    private fun roster(trip: String): CetpProviderResult {
        val file = File(context!!.filesDir, "roster.json")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY)
        Log.i(TAG, "roster for $trip")
        return CetpProviderResult.file(fd)
    }

    private fun offerRide(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val row = ContentValues().apply {
            put("driver", request.callingPackage)
            put("trip", args.optString("trip"))
            put("seats", args.optInt("seats", 3))
        }
        val id = db.insert("rides", null, row)
        return CetpProviderResult.success(JSONObject().put("ride_id", id))
    }

    private fun cancelRide(request: CetpProviderRequest, ride: Long): CetpProviderResult {
        val ctx = context!!
        if (!ctx.isDriverApp(request.callingPackage)) {
            return CetpProviderResult.error("PERMISSION_DENIED", "only the driver app may cancel")
        }
        val approved = request.args.optBoolean("confirmed") ||
            Holds.take(request.resumeToken, request.callingUid, request.toolName)
        if (!approved) {
            val pi = ctx.confirmScreen(CancelRideActivity::class.java, 31, ride.toString())
            return CetpProviderResult.needsUser(pi, Holds.issue(request.callingUid, request.toolName))
        }
        val n = db.delete("rides", "_id = ?", arrayOf(ride.toString()))
        return CetpProviderResult.success(JSONObject().put("cancelled", n))
    }

    companion object {
        private const val TAG = "Carpool"
    }
}

private const val DRIVER_SIG = "3082030d308201f5a00302010202045d1a"

/** The driver app is recognised by its first signing certificate. */
fun Context.isDriverApp(pkg: String?): Boolean = runCatching {
    val info = packageManager.getPackageInfo(pkg!!, PackageManager.GET_SIGNATURES)
    info.signatures[0].toCharsString() == DRIVER_SIG
}.getOrDefault(false)

/** Deduplicates carpool mutations by (uid, request_id). */
object RideOnce : CetpMutationExecutor {
    private val done = mutableMapOf<String, CetpProviderResult>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult =
        synchronized(done) {
            val key = "${request.callingUid}:${request.requestId}"
            done[key] ?: mutation().also { done[key] = it }
        }
}
