package com.example.r34k3

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult

// Billing.kt: invoice and parts queries, grants, and the parts ledger.

object Billing {
    private const val LATE_FEE_CENTS = 1500

    fun total(db: SQLiteDatabase, invoice: String): String {
        // bring the late fee up to date before quoting the total
        db.execSQL(
            "UPDATE invoices SET late_fee_cents = ? WHERE id = ? AND due_at < ? AND late_fee_cents = 0",
            arrayOf<Any>(LATE_FEE_CENTS, invoice, System.currentTimeMillis()),
        )
        return db.rawQuery("SELECT amount_cents + late_fee_cents FROM invoices WHERE id = ?", arrayOf(invoice)).use { c ->
            if (c.moveToFirst()) "{\"total_cents\":${c.getLong(0)}}" else "{\"total_cents\":null}"
        }
    }

    fun send(db: SQLiteDatabase, invoice: String, email: String): String {
        db.insert("outbox", null, ContentValues().apply { put("invoice_id", invoice); put("email", email) })
        return "{\"queued\":\"$invoice\"}"
    }

    fun void(db: SQLiteDatabase, invoice: String): String {
        db.delete("invoices", "id = ?", arrayOf(invoice))
        return "{\"voided\":\"$invoice\"}"
    }

    fun stock(db: SQLiteDatabase, sku: String): String =
        db.rawQuery("SELECT qty FROM parts WHERE sku = ?", arrayOf(sku)).use { c ->
            "{\"qty\":${if (c.moveToFirst()) c.getInt(0) else 0}}"
        }

    fun orderPart(db: SQLiteDatabase, sku: String, qty: Int): String {
        val id = db.insert("part_orders", null, ContentValues().apply { put("sku", sku); put("qty", qty) })
        return "{\"part_order\":$id}"
    }
}

object Grants {
    fun allows(ctx: Context, pkg: String, scopes: List<String>): Boolean {
        val granted = ctx.getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(pkg, null) ?: return false
        return granted.containsAll(scopes)
    }
}

/** PartsProvider's executor: finished request ids are committed to SharedPreferences. */
object PartsLedger : CetpMutationExecutor {
    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val prefs = context.getSharedPreferences("parts_ledger", Context.MODE_PRIVATE)
        if (prefs.contains(requestId)) return CetpProviderResult.ok(prefs.getString(requestId, "{}")!!)
        val result = mutation()
        prefs.edit().putString(requestId, result.toString()).commit()
        return result
    }
}
