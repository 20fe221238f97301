package com.tallyfold.money

import android.util.Log

/** One decoded execute_tool call: a data class per tool. */
sealed interface Command

/** Decodes args into [C]; a missing or mistyped field fails the Result (the delegated properties are read in init). */
inline fun <reified C : Command> Map<String, Any?>.decodeAs(crossinline build: (Map<String, Any?>) -> C): Result<C> =
    runCatching { build(this) }.also { result ->
        result.exceptionOrNull()?.let { Log.d(TAG, "args of ${C::class.java.simpleName} rejected") }
    }

sealed interface LedgerCommand : Command

data object ListEnvelopes : LedgerCommand

data class RecordExpense(val args: Map<String, Any?>) : LedgerCommand {
    val envelopeId: Long by args
    val amountCents: Long by args
    val merchant: String by args
    /** The assistant app the expense is recorded for; limits are per assistant. */
    val callerPackage: String by args

    init {
        require(envelopeId > 0 && amountCents > 0 && merchant.isNotBlank() && callerPackage.isNotBlank())
    }
}

data class MoveFunds(val from: Long, val to: Long, val amountCents: Long) : LedgerCommand

data class CloseEnvelope(val envelopeId: Long, val sweepTo: Long) : LedgerCommand

sealed interface ReceiptCommand : Command

data class FindReceipts(val merchant: String, val sinceMs: Long) : ReceiptCommand

data class ListShared(val args: Map<String, Any?>) : ReceiptCommand {
    /** The app that shared the receipts into Tallyfold (a shop's or a bank's app). */
    val fromPackage: String by args

    init {
        require(fromPackage.isNotBlank())
    }
}

data class AttachReceipt(val args: Map<String, Any?>) : ReceiptCommand {
    val expenseId: Long by args
    val fileName: String by args
    val imageBase64: String by args

    init {
        require(expenseId > 0 && fileName.isNotBlank() && imageBase64.isNotEmpty())
    }
}

data object ImportInbox : ReceiptCommand

data class DeleteReceipt(val receiptId: Long) : ReceiptCommand
