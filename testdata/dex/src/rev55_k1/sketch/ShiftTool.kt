package com.pantrypal

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import androidx.core.app.PendingIntentCompat
import org.json.JSONObject
import java.io.File

data class ShiftArgs(val shiftId: Long, val volunteer: String, val confirmed: Boolean)

class ToolCall(val ctx: Context, val uid: Int, val resumeToken: String?)

sealed class ShiftTool(val wire: String) {
    abstract fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle

    object ListShifts : ShiftTool("list_shifts") {
        override fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle {
            val rows = PantryDb(call.ctx).readableDatabase.rawQuery(
                "SELECT _id, starts_at FROM shifts WHERE volunteer = ?", arrayOf(args.volunteer)
            ).use { c ->
                buildMap {
                    while (c.moveToNext()) put(c.getLong(0).toString(), c.getLong(1))
                }
            }
            return okBundle(JSONObject(rows).toString())
        }
    }

    object ClaimShift : ShiftTool("claim_shift") {
        override fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle {
            val a = args.copy(confirmed = TokenStore.take(call.resumeToken, call.uid, wire))
            if (!a.confirmed) {
                val intent = Intent(ACTION_CONFIRM_SHIFT).apply {
                    setClass(call.ctx, ConfirmShiftActivity::class.java)
                    putExtra("shift_id", a.shiftId)
                }
                val pi = PendingIntentCompat.getActivity(call.ctx, 11, intent, PendingIntent.FLAG_UPDATE_CURRENT, true)!!
                return needsUser(pi, TokenStore.issue(TokenStore.secure(), call.uid, wire))
            }
            val values = ContentValues().apply { put("volunteer", a.volunteer) }
            PantryDb(call.ctx).writableDatabase.update("shifts", values, "_id = ?", arrayOf(a.shiftId.toString()))
            return okBundle("{\"claimed\":" + a.shiftId + "}")
        }
    }

    object DropShift : ShiftTool("drop_shift") {
        override fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle {
            val a = if (json.optBoolean("user_confirmed")) args.copy(confirmed = true) else args
            if (!a.confirmed) {
                val intent = Intent(ACTION_CONFIRM_SHIFT).apply {
                    setClass(call.ctx, ConfirmShiftActivity::class.java)
                    putExtra("shift_id", a.shiftId)
                }
                val pi = PendingIntentCompat.getActivity(call.ctx, 12, intent, PendingIntent.FLAG_UPDATE_CURRENT, false)!!
                return needsUser(pi, TokenStore.issue(TokenStore.secure(), call.uid, wire))
            }
            PantryDb(call.ctx).writableDatabase.delete("shifts", "_id = ? AND volunteer = ?", arrayOf(a.shiftId.toString(), a.volunteer))
            return okBundle("{\"dropped\":" + a.shiftId + "}")
        }
    }

    object SwapShift : ShiftTool("swap_shift") {
        override fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle {
            val a = args.copy(volunteer = json.optString("calling_package", args.volunteer))
            val values = ContentValues().apply { put("volunteer", json.optString("to_volunteer")) }
            val n = PantryDb(call.ctx).writableDatabase.update("shifts", values, "_id = ? AND volunteer = ?", arrayOf(a.shiftId.toString(), a.volunteer))
            return okBundle("{\"swapped\":" + n + "}")
        }
    }

    object ExportRoster : ShiftTool("export_roster") {
        override fun run(call: ToolCall, args: ShiftArgs, json: JSONObject): Bundle {
            val file = File(call.ctx.filesDir, "roster.csv")
            file.writeText("shift,volunteer\n" + args.shiftId + "," + args.volunteer + "\n")
            val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE)
            return fileBundle(fd)
        }
    }

    companion object {
        const val ACTION_CONFIRM_SHIFT = "com.pantrypal.action.CONFIRM_SHIFT"

        fun of(name: String?): ShiftTool? = when (name) {
            "list_shifts" -> ListShifts
            "claim_shift" -> ClaimShift
            "drop_shift" -> DropShift
            "swap_shift" -> SwapShift
            "export_roster" -> ExportRoster
            else -> null
        }
    }
}
