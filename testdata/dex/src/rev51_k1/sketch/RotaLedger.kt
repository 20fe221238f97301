package com.waterwheel.rota

import android.content.ContentValues
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.waterwheel.data.GardenDb
import org.json.JSONObject

/** The rota's mutation executor: a small memory cache in front of the ledger table. */
class RotaLedger(private val db: GardenDb) : CetpMutationExecutor {
    private val recent = mutableMapOf<String, CetpProviderResult>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult =
        synchronized(this) {
            val key = "${request.callingUid}:${request.requestId}"
            recent[key]?.let { return it }
            lookup(request)?.let { return it.also { recent[key] = it } }
            val result = mutation()
            if (result is CetpProviderResult.Success) {
                record(request, result.value)
                recent[key] = result
            }
            result
        }

    private fun lookup(request: CetpProviderRequest): CetpProviderResult? {
        val done = db.readableDatabase.rawQuery(
            "SELECT outcome FROM ledger WHERE caller = ? AND request_id = ?",
            arrayOf(request.callingUid.toString(), request.requestId),
        ).use { c -> if (c.moveToFirst()) c.getString(0) else null }
        return done?.let { CetpProviderResult.success(JSONObject(it)) }
    }

    private fun record(request: CetpProviderRequest, value: JSONObject) {
        val row = ContentValues().apply {
            put("caller", request.callingUid)
            put("request_id", request.requestId)
            put("tool", request.toolName)
            put("outcome", value.toString())
        }
        db.writableDatabase.insert("ledger", null, row)
    }
}
