package com.example.r35k2

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
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.runBlocking
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

// Clinic.kt: appointments and invoices on the SDK base class.

class AppointmentProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("open_slots", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("book_visit", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("cancel_visit", ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor = object : CetpMutationExecutor {
        private val outcomes = ConcurrentHashMap<String, CetpProviderResult>()

        override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult =
            outcomes.getOrPut(requestId) { mutation() }
    }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (Grants.of(requireContext(), request.callerPackage).containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        val ctx = requireContext()
        return when (request.toolName) {
            "open_slots" -> CetpProviderResult.ok(runBlocking { Schedule.openSlots(ctx, args.optString("day")).first() })
            "book_visit" -> CetpProviderResult.ok(Schedule.book(ctx, args.getString("slot"), request.callerPackage))
            "cancel_visit" -> CetpProviderResult.ok(Schedule.cancel(ctx, args.getString("visit_id")))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}

class InvoiceProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_invoices", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("pay_invoice", ToolAnnotations(ToolEffect.TRANSACTION, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { InvoiceJournal(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (Grants.of(requireContext(), request.callerPackage).containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = when (request.toolName) {
        "list_invoices" -> CetpProviderResult.ok(Schedule.invoices(requireContext(), request.callerPackage))
        "pay_invoice" -> CetpProviderResult.ok(Schedule.pay(requireContext(), JSONObject(request.args).getString("invoice_id")))
        else -> CetpProviderResult.unknownTool(request.toolName)
    }
}

/** InvoiceProvider's executor: a ConcurrentHashMap in front of the SQLite journal. */
class InvoiceJournal(ctx: Context) : CetpMutationExecutor {
    private val db = ctx.openOrCreateDatabase("journal.db", Context.MODE_PRIVATE, null)
    private val recent = ConcurrentHashMap<String, String>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return CetpProviderResult.ok(it) }
        val stored = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) c.getString(0) else null
        }
        if (stored != null) return CetpProviderResult.ok(stored)
        val result = mutation()
        db.insert("journal", null, ContentValues().apply { put("request_id", requestId); put("result", result.json) })
        recent[requestId] = result.json
        return result
    }
}

object Grants {
    fun of(ctx: Context, pkg: String): Set<String> =
        ctx.getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(pkg, null) ?: emptySet()
}

object Schedule {
    fun openSlots(ctx: Context, day: String): Flow<String> =
        flowOf(ctx.getSharedPreferences("slots", Context.MODE_PRIVATE).getString(day, "[]") ?: "[]")

    fun book(ctx: Context, slot: String, by: String): String {
        ctx.getSharedPreferences("visits", Context.MODE_PRIVATE).edit().putString(slot, by).commit()
        return "{\"visit_id\":\"$slot\"}"
    }

    fun cancel(ctx: Context, visitId: String): String {
        ctx.getSharedPreferences("visits", Context.MODE_PRIVATE).edit().remove(visitId).commit()
        return "{\"cancelled\":\"$visitId\"}"
    }

    fun invoices(ctx: Context, pkg: String): String =
        ctx.getSharedPreferences("invoices", Context.MODE_PRIVATE).getString(pkg, "[]") ?: "[]"

    fun pay(ctx: Context, invoiceId: String): String {
        ctx.getSharedPreferences("payments", Context.MODE_PRIVATE).edit().putBoolean(invoiceId, true).commit()
        return "{\"paid\":\"$invoiceId\"}"
    }
}
