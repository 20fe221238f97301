package com.hearthguard.claims

import android.content.ContentValues
import android.content.Context
import android.os.ParcelFileDescriptor
import java.io.File
import javax.inject.Inject
import javax.inject.Singleton

// Claims.kt: the claims database, repository, outcomes and export spec (classes2.dex).

sealed class ClaimOutcome {
    class Filed(val claimNo: String) : ClaimOutcome()
    class Rejected(val reason: String) : ClaimOutcome()
    class Failed(val cause: Throwable) : ClaimOutcome()
}

@Singleton
class ClaimDb @Inject constructor(ctx: Context) {
    private val db = ctx.openOrCreateDatabase("claims.db", Context.MODE_PRIVATE, null)

    fun status(claimNo: String): String {
        val c = db.rawQuery("SELECT state FROM claims WHERE claim_no = '$claimNo'", null)
        try {
            return if (c.moveToFirst()) "{\"state\":\"${c.getString(0)}\"}" else "{}"
        } finally {
            c.close()
        }
    }

    fun mine(app: String): String {
        val c = db.rawQuery("SELECT claim_no FROM claims WHERE app = ?", arrayOf(app))
        try {
            return if (c.moveToFirst()) "{\"latest\":\"${c.getString(0)}\"}" else "{}"
        } finally {
            c.close()
        }
    }

    fun insert(peril: String, lossCents: Long, app: String): String {
        val values = ContentValues()
        values.put("peril", peril)
        values.put("loss_cents", lossCents)
        values.put("app", app)
        return "HG-" + db.insert("claims", null, values)
    }

    fun withdraw(claimNo: String, app: String): Int {
        val values = ContentValues()
        values.put("withdrawn_by", app)
        return db.update("claims", values, "claim_no = ?", arrayOf(claimNo))
    }
}

@Singleton
class ClaimRepository @Inject constructor(val db: ClaimDb) {
    fun file(peril: String, lossCents: Long, app: String): ClaimOutcome = try {
        if (lossCents <= 0) ClaimOutcome.Rejected("the loss amount must be positive")
        else ClaimOutcome.Filed(db.insert(peril, lossCents, app))
    } catch (e: IllegalStateException) {
        ClaimOutcome.Failed(e)
    }

    fun withdraw(claimNo: String, app: String): ClaimOutcome = try {
        if (db.withdraw(claimNo, app) == 0) ClaimOutcome.Rejected("no open claim with that number")
        else ClaimOutcome.Filed(claimNo)
    } catch (e: IllegalStateException) {
        ClaimOutcome.Failed(e)
    }
}

data class ExportSpec(val file: File, val mode: Int = ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE) {
    fun open(): ParcelFileDescriptor = ParcelFileDescriptor.open(file, mode)
}
