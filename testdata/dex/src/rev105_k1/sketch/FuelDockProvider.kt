package com.harborpass.fuel

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Intent
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteException
import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderDescriptor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ProviderScope
import com.clawseed.cetp.sdk.ScopeAccess
import com.clawseed.cetp.sdk.ScopeSensitivity
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import com.harborpass.auth.MemberPolicy
import com.harborpass.data.HarborDb
import com.harborpass.ops.Holds
import com.harborpass.ops.LedgerOnce
import com.harborpass.ui.FuelOrderActivity
import org.json.JSONObject

/** The fuel dock: fuel orders, cancellations and pump-out slots. */
class FuelDockProvider : CetpV2ContentProvider() {
    override val provider = CetpProviderDescriptor(
        "com.harborpass.fuel",
        "HarborPass Fuel Dock",
        "Fuel orders and pump-out at the fuel dock",
        listOf(
            ProviderScope("fuel.read", "See fuel orders", ScopeAccess.READ, ScopeSensitivity.LOW),
            ProviderScope("fuel.order", "Order and cancel fuel", ScopeAccess.WRITE, ScopeSensitivity.FINANCIAL),
        ),
    )

    override val providerTools = listOf(
        CetpProviderTool("order_fuel", "Order fuel to a berth", listOf("fuel.order"),
            ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, false, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("cancel_order", "Cancel a fuel order", listOf("fuel.order"),
            ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, true, ConfirmationPolicy.ALWAYS)),
        CetpProviderTool("pump_out", "Book a pump-out slot", listOf("fuel.order"),
            ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, true, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = LedgerOnce { db() }

    override fun onCreate(): Boolean = true

    private fun db(): SQLiteDatabase = HarborDb(context!!).writableDatabase

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        MemberPolicy.authorize(request)

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult =
        when (request.toolName) {
            "order_fuel" -> orderFuel(request)
            "cancel_order" -> cancelOrder(request)
            "pump_out" -> pumpOut(request)
            else -> CetpProviderResult.error("TOOL_NOT_FOUND", "unknown tool")
        }

    private fun orderFuel(request: CetpProviderRequest): CetpProviderResult {
        val owner = request.args.optString("caller_package")
        if (owner !in BOAT_APPS) {
            return CetpProviderResult.error("PERMISSION_DENIED", "not a registered boat app")
        }
        val row = ContentValues()
        row.put("id", request.requestId)
        row.put("berth", request.args.optString("berth"))
        row.put("litres", request.args.optInt("litres"))
        row.put("owner", owner)
        return try {
            db().insertOrThrow("fuel_orders", null, row)
            CetpProviderResult.success(JSONObject().put("ordered", true))
        } catch (e: SQLiteException) {
            Log.w(TAG, "order_fuel failed", e)
            CetpProviderResult.error("INTERNAL_ERROR", "the order could not be saved")
        }
    }

    private fun cancelOrder(request: CetpProviderRequest): CetpProviderResult {
        val id = request.args.optString("order")
        if (request.args.optBoolean("confirmed")) {
            val n = db().delete("fuel_orders", "id = ? AND owner = ?", arrayOf(id, request.callingPackage ?: ""))
            return CetpProviderResult.success(JSONObject().put("cancelled", n == 1))
        }
        val ctx = context!!
        val intent = Intent(ctx, FuelOrderActivity::class.java).putExtra("order", id)
        val pi = PendingIntent.getActivity(ctx, 31, intent, PendingIntent.FLAG_IMMUTABLE)
        return CetpProviderResult.needsUser(pi, Holds.issue(Holds.quick(id), request.callingUid))
    }

    private fun pumpOut(request: CetpProviderRequest): CetpProviderResult {
        val slot = ContentValues()
        slot.put("pumpout_slot", request.args.optString("slot"))
        return try {
            db().update("berths", slot, "id = ? AND holder = ?", arrayOf(request.args.optString("berth"), request.callingPackage ?: ""))
            CetpProviderResult.success(JSONObject().put("booked", true))
        } catch (e: SQLiteException) {
            CetpProviderResult.error("INTERNAL_ERROR", "pump-out failed: " + e.message)
        }
    }

    private companion object {
        const val TAG = "FuelDock"
        val BOAT_APPS = setOf("com.harborpass.crew", "com.harborpass.skipper")
    }
}
