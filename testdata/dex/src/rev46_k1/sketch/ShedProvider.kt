package com.shedshare.tools

import android.content.Context
import android.os.Binder
import android.util.Log
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
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put
import org.koin.java.KoinJavaComponent
import java.util.concurrent.Executors
import kotlin.properties.Delegates

class ShedProvider : CetpV2ContentProvider() {
    private val desk: ReturnDesk by KoinJavaComponent.inject(ReturnDesk::class.java)
    private val worker = Executors.newSingleThreadExecutor()
    private var graceDays: Int by Delegates.notNull()

    override val providerTools: List<CetpProviderTool> = listOf(
        CetpProviderTool("return_tool", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("extend_loan", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("transfer_loan", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor get() = LoanJournal

    override fun onCreate(): Boolean {
        graceDays = 7
        return true
    }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val granted = MemberGrants.scopesFor(requireContext(), request.callerPackage)
        return if (granted.containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult =
        runCatching { dispatch(request) }.getOrElse { e ->
            CetpProviderResult.error("INTERNAL_ERROR", "shed desk failed: " + e.message)
        }

    private fun dispatch(request: CetpProviderRequest): CetpProviderResult {
        val args = Json.decodeFromString(DeskArgs.serializer(), request.args)
        val id = ToolId(args.toolId)
        val outcome = when (request.toolName) {
            "return_tool" -> worker.submit<DeskResult> { desk.checkIn(id, Binder.getCallingUid()) }.get()
            "extend_loan" -> {
                val uid = request.callerUid
                worker.submit<DeskResult> { desk.extend(id, uid, graceDays) }.get()
            }
            "transfer_loan" -> transferLoan(request, args)
            else -> return CetpProviderResult.unknownTool(request.toolName)
        }
        return outcome.toResult()
    }

    private fun transferLoan(request: CetpProviderRequest, args: DeskArgs): DeskResult {
        val from = args.onBehalfOf ?: request.callerPackage
        if (from != request.callerPackage) {
            Log.w(TAG, "transfer_loan on behalf of another app refused")
            return DeskResult.Refused("loans are transferred by the app holding them")
        }
        return desk.handOver(args.toolId, request.callerPackage)
    }

    companion object {
        private const val TAG = "ShedProvider"
    }
}

fun DeskResult.toResult(): CetpProviderResult = when (this) {
    is DeskResult.Done -> CetpProviderResult.ok(buildJsonObject { put("rows", rows) }.toString())
    is DeskResult.Refused -> CetpProviderResult.error("PERMISSION_DENIED", why)
    DeskResult.Unknown -> CetpProviderResult.error("INVALID_ARGUMENT", "no open loan for that tool")
}

object LoanJournal : CetpMutationExecutor {
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val db = ShedDb.open(context)
        val done = db.rawQuery("SELECT outcome FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) c.getString(0) else null
        }
        if (done != null) return CetpProviderResult(done)
        val result = mutation()
        db.execSQL("INSERT INTO journal (request_id, outcome) VALUES (?, ?)", arrayOf<Any>(requestId, result.json))
        return result
    }
}

object MemberGrants {
    fun scopesFor(context: Context, pkg: String): Set<String> =
        context.getSharedPreferences("member_grants", Context.MODE_PRIVATE).getStringSet(pkg, emptySet()).orEmpty()
}
