package com.example.r37k1

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
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

// Fleet.kt: reservations and parking, on the SDK base class.

class FleetProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_cars", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("reserve_car", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("cancel_reservation", ToolAnnotations(ToolEffect.DELETE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    private val store by lazy { FleetStore(requireContext()) }

    override val mutationExecutor: CetpMutationExecutor by lazy {
        object : CetpMutationExecutor {
            private val done = ConcurrentHashMap<String, CetpProviderResult>()

            override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult =
                done[requestId] ?: mutation().also { done[requestId] = it }
        }
    }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (store.granted(request.callerPackage).containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (val tool = request.toolName) {
            "list_cars" -> CetpProviderResult.ok(store.reservedBy(request.callerPackage))
            "reserve_car" -> {
                val r = ReserveArgs.parse(args, request.callerPackage)
                CetpProviderResult.ok(store.reserve(r.carId, r.driverApp))
            }
            "cancel_reservation" -> cancel(request, args)
            else -> CetpProviderResult.unknownTool(tool)
        }
    }

    private fun cancel(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimed = args.optString("calling_package")
        if (claimed.isNotEmpty() && claimed != request.callerPackage) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller mismatch")
        }
        return CetpProviderResult.ok(store.cancel(args.getString("car_id"), request.callerPackage))
    }
}

class ReserveArgs(val carId: String, val driverApp: String) {
    companion object {
        fun parse(json: JSONObject, caller: String): ReserveArgs =
            ReserveArgs(json.text("car_id"), json.optString("calling_package").ifEmpty { caller })
    }
}

class FleetStore(private val ctx: Context) {
    private val db = ctx.openOrCreateDatabase("fleet.db", Context.MODE_PRIVATE, null)

    fun granted(pkg: String): Set<String> =
        ctx.getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(pkg, null) ?: emptySet()

    fun reservedBy(pkg: String): String =
        db.rawQuery("SELECT car_id FROM reservations WHERE app = ?", arrayOf(pkg)).use { c ->
            buildString { while (c.moveToNext()) append(c.getString(0)).append(',') }
        }

    fun reserve(carId: String, app: String): String {
        val id = db.insert("reservations", null, ContentValues().apply { put("car_id", carId); put("app", app) })
        return "{\"reservation_id\":$id}"
    }

    fun cancel(carId: String, app: String): String {
        val n = db.delete("reservations", "car_id = ? AND app = ?", arrayOf(carId, app))
        return "{\"cancelled\":$n}"
    }
}

class ParkingProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_zones", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("pay_parking", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    private val ledger by lazy { ParkingLedger(requireContext()) }

    override val mutationExecutor: CetpMutationExecutor
        get() = ledger

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (request.scopes.all { it.startsWith("parking.") }) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = when (request.toolName) {
        "list_zones" -> CetpProviderResult.ok(ZONES)
        "pay_parking" -> CetpProviderResult.ok(ledger.pay(JSONObject(request.args).optInt("minutes", 30), request.callerPackage))
        else -> CetpProviderResult.unknownTool(request.toolName)
    }

    companion object {
        const val ZONES = "[\"A\",\"B\",\"C\"]"
    }
}

/** Parking payments; request ids are committed to SharedPreferences, the HashMap is a cache. */
class ParkingLedger(ctx: Context) : CetpMutationExecutor {
    private val prefs = ctx.getSharedPreferences("parking_requests", Context.MODE_PRIVATE)
    private val recent = HashMap<String, CetpProviderResult>()

    fun pay(minutes: Int, app: String): String = "{\"minutes\":$minutes,\"app\":\"$app\"}"

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        prefs.getString(requestId, null)?.let { return CetpProviderResult(it) }
        val result = mutation()
        prefs.edit().putString(requestId, result.json).commit()
        recent[requestId] = result
        return result
    }
}
