package com.slipstream.slips

import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.content.pm.PackageManager
import android.os.ParcelFileDescriptor
import android.util.Base64
import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import com.slipstream.data.SchoolDb
import com.slipstream.tools.tools
import com.slipstream.ui.Holds
import com.slipstream.ui.SignSlipActivity
import com.slipstream.ui.confirmScreen
import java.io.File
import org.json.JSONObject

class SlipProvider : com.clawseed.cetp.sdk.CetpV2ContentProvider() {
    private val db by lazy { SchoolDb(context!!).writableDatabase }
    private val journal by lazy { SlipJournal(context!!.getSharedPreferences("slip_journal", 0)) }

    override val providerTools: List<CetpProviderTool> = tools {
        read("trip_info", "Field trip details", "slips.read")
        read("slip_status", "Permission slip status", "slips.read")
        read("slip_pdf", "Signed slip file", "slips.read")
        write("sign_slip", "Sign a permission slip", "slips.sign", ToolEffect.UPDATE, ToolRisk.MODERATE,
            ConfirmationPolicy.ALWAYS)
    }

    override val mutationExecutor: CetpMutationExecutor
        get() = journal

    override fun onCreate(): Boolean = true

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pm = context!!.packageManager
        if (!pm.hasSigningCertificate(request.callingUid, Base64.decode(SCHOOL_CERT, Base64.NO_WRAP), PackageManager.CERT_INPUT_SHA256)) {
            return CetpAccessDecision.deny("not a school app")
        }
        for (scope in request.scopes) {
            when (scope) {
                "slips.read", "slips.sign" -> continue
                else -> return CetpAccessDecision.deny("scope $scope")
            }
        }
        return CetpAccessDecision.allow()
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = runCatching {
        val args = request.args
        when (request.toolName) {
            "trip_info" -> tripInfo(args.optString("trip"))
            "slip_status" -> slipStatus(args.optLong("slip"))
            "slip_pdf" -> slipPdf(args.optLong("slip"))
            "sign_slip" -> signSlip(request, args)
            else -> CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool")
        }
    }.getOrElse {
        Log.w(TAG, "slip tool failed", it)
        CetpProviderResult.error("INTERNAL_ERROR", "the slip desk is unavailable")
    }

    private fun tripInfo(trip: String): CetpProviderResult {
        val c = db.rawQuery("SELECT _id, child FROM slips WHERE trip = '" + trip + "'", null)
        val n = c.use { it.count }
        return CetpProviderResult.success(JSONObject().put("slips", n))
    }

    private fun slipStatus(slip: Long): CetpProviderResult {
        val c = db.rawQuery("SELECT signed_by FROM slips WHERE _id = ?", arrayOf(slip.toString()))
        val signer = c.use { if (it.moveToFirst()) it.getString(0) else null }
        db.execSQL("UPDATE slips SET viewed = 1 WHERE _id = ?", arrayOf<Any>(slip))
        return CetpProviderResult.success(JSONObject().put("signed", signer != null))
    }

    private fun slipPdf(slip: Long): CetpProviderResult {
        val file = File(context!!.filesDir, "slip-$slip.pdf")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE)
        return CetpProviderResult.file(fd, "application/pdf")
    }

    private fun signSlip(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val slip = args.optLong("slip")
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "ignoring the consumer's confirmed flag for slip $slip")
        }
        if (!Holds.take(request.resumeToken, request.callingUid, request.toolName)) {
            val pi = context!!.confirmScreen(SignSlipActivity::class.java, 41, slip.toString())
            return CetpProviderResult.needsUser(pi, Holds.issue(request.callingUid, request.toolName))
        }
        val row = ContentValues().apply { put("signed_by", request.callingPackage) }
        val n = db.update("slips", row, "_id = ?", arrayOf(slip.toString()))
        return CetpProviderResult.success(JSONObject().put("signed", n))
    }

    companion object {
        private const val TAG = "Slips"
        private const val SCHOOL_CERT = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="
    }
}

/** Deduplicates slip mutations: a memory cache in front of SharedPreferences records. */
class SlipJournal(private val prefs: SharedPreferences) : CetpMutationExecutor {
    private val recent = mutableMapOf<String, String>()

    override fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult =
        synchronized(this) {
            val key = "${request.callingUid}:${request.requestId}"
            val seen = recent[key] ?: prefs.getString(key, null)
            if (seen != null) {
                return CetpProviderResult.success(JSONObject(seen))
            }
            val result = mutation()
            if (result is CetpProviderResult.Success) {
                val text = result.value.toString()
                prefs.edit().putString(key, text).commit()
                recent[key] = text
            }
            result
        }
}
