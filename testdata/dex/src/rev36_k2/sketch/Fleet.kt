package com.example.r36k2

import android.content.ContentValues
import android.content.Context
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

// Fleet.kt: the car fleet store and the SDK-based fleet provider.

class Fleet(ctx: Context) {
    private val cars = ctx.getSharedPreferences("cars", Context.MODE_PRIVATE)

    fun unlock(car: String, uid: Int) {
        cars.edit().putInt("unlocked_by_$car", uid).commit()
    }

    fun extend(trip: String, minutes: Int) {
        cars.edit().putInt("extra_$trip", minutes).commit()
    }

    fun endTrip(trip: String, driver: String) {
        cars.edit().putString("ended_$trip", driver).commit()
    }

    fun receipt(trip: String): ByteArray = (cars.getString("receipt_$trip", null) ?: "no receipt").toByteArray()

    fun log(trip: String): ByteArray = (cars.getString("log_$trip", null) ?: "").toByteArray()
}

class FleetProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("nearby_cars", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("reserve_car", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { FleetJournal(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val granted = requireContext().getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(request.callerPackage, null)
        return if (granted != null && granted.containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "nearby_cars" -> CetpProviderResult.ok(runBlocking { nearby(args.optString("zone"), callingPackage ?: "unknown") })
            "reserve_car" -> CetpProviderResult.ok(reserve(args.getString("car_id"), request.callerPackage))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    private fun nearby(zone: String, viewer: String): String {
        return requireContext().getSharedPreferences("zones", Context.MODE_PRIVATE).getString(zone + "|" + viewer, "[]") ?: "[]"
    }

    private fun reserve(car: String, pkg: String): String {
        requireContext().getSharedPreferences("reservations", Context.MODE_PRIVATE).edit().putString(car, pkg).commit()
        return "{\"reserved\":\"$car\"}"
    }
}

/** FleetProvider's executor: request ids committed to SQLite. */
class FleetJournal(ctx: Context) : CetpMutationExecutor {
    private val db = ctx.openOrCreateDatabase("journal.db", Context.MODE_PRIVATE, null)

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val seen = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) c.getString(0) else null
        }
        if (seen != null) return CetpProviderResult.ok(seen)
        val result = mutation()
        db.insert("journal", null, ContentValues().apply { put("request_id", requestId); put("result", result.json) })
        return result
    }
}
