package com.waterwheel.rota

import com.clawseed.cetp.sdk.CetpProviderRequest
import org.json.JSONObject

/** The rota tools' arguments, parsed once. */
sealed class RotaArgs {
    data class Week(val plot: String) : RotaArgs()

    data class Status(val plot: String) : RotaArgs()

    data class Take(val plot: String, val day: String) : RotaArgs()

    data class Swap(val shiftId: Long, val withGardener: String, val confirmed: Boolean) : RotaArgs()

    object Export : RotaArgs()
}

fun JSONObject.plot(): String = optString("plot", "").trim()

fun CetpProviderRequest.parseRota(): RotaArgs = when (toolName) {
    RotaProvider.TOOL_WEEK -> RotaArgs.Week(args.plot())
    RotaProvider.TOOL_STATUS -> RotaArgs.Status(args.plot())
    RotaProvider.TOOL_TAKE -> RotaArgs.Take(args.plot(), args.optString("day", "mon"))
    RotaProvider.TOOL_SWAP -> RotaArgs.Swap(args.optLong("shift_id"), args.optString("with", ""), args.optBoolean("confirmed"))
    RotaProvider.TOOL_EXPORT -> RotaArgs.Export
    else -> throw IllegalArgumentException("unknown rota tool")
}
