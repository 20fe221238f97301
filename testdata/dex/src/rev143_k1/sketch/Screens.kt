package com.harborline.ledger

import android.app.Activity
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra("resume_token")
        if (token == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        Approvals.answer(token, true)
        setResult(RESULT_OK)
        finish()
    }
}

object Descriptors {
    fun tool(name: String, effect: String, risk: String, confirmation: String): JSONObject = JSONObject()
        .put("name", name)
        .put("description", name.replace('_', ' '))
        .put("input_schema", JSONObject().put("type", "object").put("additionalProperties", false))
        .put("output_schema", JSONObject().put("type", "object"))
        .put("scopes", JSONArray().put(if (effect == "read") "ledger.read" else "ledger.write"))
        .put("annotations", JSONObject().put("effect", effect).put("risk", risk).put("confirmation", confirmation))
}
