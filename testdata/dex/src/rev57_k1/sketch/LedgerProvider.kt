package com.chorechart

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOn
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlinx.coroutines.withTimeout

fun interface RateFeed {
    fun fetch(callback: (Long) -> Unit)
}

suspend fun RateFeed.awaitRate(): Long = suspendCancellableCoroutine { cont ->
    fetch { rate -> cont.resumeWith(Result.success(rate)) }
}

class LedgerProvider : ContentProvider() {
    private val io = CoroutineScope(Dispatchers.IO)
    private val feed = RateFeed { it(100L) }

    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in HOUSE_APPS) return errorBundle("PERMISSION_DENIED", "not a ChoreChart app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(TOOLS_JSON)
            "execute_tool" -> execute(ToolCtx(ctx, uid, pkg, req))
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(c: ToolCtx): Bundle {
        if (c.req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        return try {
            when (c.req.toolName) {
                "balances" -> balances(c)
                "my_expenses" -> myExpenses(c)
                "settle_up" -> settleUp(c)
                "record_payment" -> recordPayment(c)
                "export_ledger" -> exportLedger(c)
                "export_balances" -> exportBalances(c)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "ledger tool failed", e)
            errorBundle("INTERNAL_ERROR", "the ledger is unavailable")
        }
    }

    private fun balanceOf(db: SQLiteDatabase, uid: Int): Long =
        db.rawQuery("SELECT SUM(cents) FROM expenses WHERE payer_uid = ?", arrayOf(uid.toString())).use { cur ->
            if (cur.moveToFirst()) cur.getLong(0) else 0L
        }

    private fun balanceFlow(db: SQLiteDatabase): Flow<Long> = flow {
        val me = Binder.getCallingUid()
        emit(balanceOf(db, me))
    }.flowOn(Dispatchers.IO)

    private fun expenseFlow(db: SQLiteDatabase, uid: Int): Flow<Long> = flow {
        emit(balanceOf(db, uid))
    }.flowOn(Dispatchers.IO)

    private fun balances(c: ToolCtx): Bundle {
        val db = HouseDb.open(c.context)
        val rows = runBlocking { withTimeout(2_000L) { balanceFlow(db).toList() } }
        return okBundle("{\"balance_cents\":" + rows.sum() + "}")
    }

    private fun myExpenses(c: ToolCtx): Bundle {
        val db = HouseDb.open(c.context)
        val uid = c.uid
        val cents = runBlocking {
            val rate = feed.awaitRate()
            expenseFlow(db, uid).first() * rate / 100L
        }
        return okBundle("{\"spent_cents\":" + cents + "}")
    }

    private fun settleUp(c: ToolCtx): Bundle {
        val cents = c.args.optLong("cents")
        if (!SettleHolds.redeem(c.args.optString("resume_token"))) {
            val token = Tokens.secure()
            SettleHolds.hold(token, c.uid)
            val intent = Intent("com.chorechart.action.SETTLE_UP").setPackage(c.context.packageName)
            return needsUser(PendingIntent.getActivity(c.context, 7, intent, PendingIntent.FLAG_IMMUTABLE), token)
        }
        return okBundle("{\"settled\":" + recordRow(c, cents) + "}")
    }

    private fun recordPayment(c: ToolCtx): Bundle {
        val cents = c.args.optLong("cents")
        if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "record_payment")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "record_payment")
            return needsUser(Resolutions.confirm(c.context, ConfirmPaymentActivity::class, PendingIntent.FLAG_IMMUTABLE), token)
        }
        return okBundle("{\"recorded\":" + recordRow(c, cents) + "}")
    }

    private fun recordRow(c: ToolCtx, cents: Long): Long {
        val values = ContentValues().apply {
            put("payer_uid", c.uid)
            put("cents", cents)
        }
        return HouseDb.open(c.context).insert("payments", null, values)
    }

    private fun exportLedger(c: ToolCtx): Bundle {
        val text = "uid,balance\n" + c.uid + "," + balanceOf(HouseDb.open(c.context), c.uid) + "\n"
        val (writeEnd, readEnd) = ParcelFileDescriptor.createReliablePipe()
        io.launch {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(text.toByteArray()) }
        }
        return fileBundle(readEnd)
    }

    private fun exportBalances(c: ToolCtx): Bundle {
        val text = "uid,balance\n" + c.uid + "," + balanceOf(HouseDb.open(c.context), c.uid) + "\n"
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        io.launch {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(text.toByteArray()) }
        }
        return fileBundle(readEnd)
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "LedgerProvider"
        private val HOUSE_APPS = setOf("com.chorechart.companion", "com.chorechart.wear")
        private const val TOOLS_JSON = "{\"revision\":\"ledger-2\",\"tools\":[\"balances\",\"my_expenses\",\"settle_up\",\"record_payment\",\"export_ledger\",\"export_balances\"]}"
    }
}
