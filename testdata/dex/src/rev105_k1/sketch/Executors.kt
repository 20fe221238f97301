package com.harborpass.ops

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult

/** Berth bookings: replays a request_id's result, remembered in memory only. */
class MemoryOnce : CetpMutationExecutor {
    private val done = HashMap<String, CetpProviderResult>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult {
        val key = request.callingUid.toString() + ":" + request.requestId
        val seen = done[key]
        if (seen != null) {
            return seen
        }
        val result = mutation()
        done[key] = result
        return result
    }
}

/** Fuel orders: the request_id is reserved in the op_ledger table before the mutation runs. */
class LedgerOnce(private val db: () -> SQLiteDatabase) : CetpMutationExecutor {
    private val recent = HashMap<String, CetpProviderResult>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult {
        val key = request.callingUid.toString() + ":" + request.requestId
        recent[key]?.let { return it }
        val row = ContentValues()
        row.put("request_id", key)
        row.put("uid", request.callingUid)
        if (db().insert("op_ledger", null, row) == -1L) {
            return CetpProviderResult.error("CONFLICT", "request already executed")
        }
        val result = mutation()
        recent[key] = result
        return result
    }
}
