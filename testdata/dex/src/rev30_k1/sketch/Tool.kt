package com.example.r30k1

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

fun interface Tool {
    fun run(ctx: Context, uid: Int, args: JSONObject): Bundle
}
