package com.pawsbook.clinic

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
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
import io.reactivex.rxjava3.core.Completable
import io.reactivex.rxjava3.core.Single
import io.reactivex.rxjava3.schedulers.Schedulers
import org.json.JSONObject

class RecordsProvider : CetpV2ContentProvider() {
    private val db: SQLiteDatabase by lazy { requireContext().openOrCreateDatabase("records.db", 0, null) }

    override val providerTools = listOf(
        CetpProviderTool("find_shots", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("share_record", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("transfer_record", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor get() = RecordJournal

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val granted = requireContext().getSharedPreferences("grants", 0).getStringSet(request.callerPackage, null).orEmpty()
        return if (granted.containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return runCatching {
            when (request.toolName) {
                "find_shots" -> findShots(args)
                "share_record" -> shareRecord(request, args)
                "transfer_record" -> transferRecord(request, args)
                else -> CetpProviderResult.unknownTool(request.toolName)
            }
        }.getOrElse {
            Log.w(TAG, "records tool failed", it)
            CetpProviderResult.error("INTERNAL_ERROR", "records are unavailable")
        }
    }

    private fun findShots(args: JSONObject): CetpProviderResult =
        Single.fromCallable { shotsQuery(args.getString("species")) }
            .subscribeOn(Schedulers.io())
            .map { sql -> db.rawQuery(sql, null).use { it.count } }
            .map { CetpProviderResult.ok("{\"shots\":$it}") }
            .blockingGet()

    private fun shareRecord(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val owner = args.optString("calling_package", request.callerPackage)
        val row = ContentValues().apply {
            put("pet_id", args.getString("pet_id"))
            put("clinic", args.getString("clinic"))
            put("owner_app", owner)
        }
        return CetpProviderResult.ok("{\"share_id\":${db.insert("shares", null, row)}}")
    }

    private fun transferRecord(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimed = args.optString("calling_package")
        if (claimed.isNotEmpty() && claimed != request.callerPackage) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller mismatch")
        }
        val clinic = args.getString("clinic")
        val petId = args.getString("pet_id")
        return Completable.fromAction {
            db.execSQL("UPDATE pets SET clinic = ?, moved_by = ? WHERE id = ?", arrayOf(clinic, request.callerPackage, petId))
        }
            .subscribeOn(Schedulers.io())
            .toSingleDefault(CetpProviderResult.ok("{\"moved\":true}"))
            .blockingGet()
    }

    companion object {
        private const val TAG = "RecordsProvider"
    }
}

fun shotsQuery(species: String): String = "SELECT COUNT(*) FROM shots WHERE species = '" + species + "'"

object RecordJournal : CetpMutationExecutor {
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val db = context.openOrCreateDatabase("journal.db", 0, null)
        val done = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) c.getString(0) else null
        }
        if (done != null) return CetpProviderResult(done)
        val result = mutation()
        db.insert("journal", null, ContentValues().apply {
            put("request_id", requestId)
            put("result", result.json)
        })
        return result
    }
}
