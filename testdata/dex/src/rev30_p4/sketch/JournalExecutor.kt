package com.example.r30p4

import android.content.Context
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult

class JournalExecutor(context: Context) : CetpMutationExecutor {
    private val journal = context.getSharedPreferences("cetp-journal", Context.MODE_PRIVATE)
    private val recent = mutableMapOf<String, CetpProviderResult>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        check(journal.getString(requestId, null) == null) { "request already ran" }
        journal.edit().putString(requestId, "started").commit()
        return mutation().also { recent[requestId] = it }
    }
}
