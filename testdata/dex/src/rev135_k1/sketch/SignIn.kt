package com.fernhill.lend.account

import android.app.Activity
import android.app.AlertDialog
import android.os.Bundle
import com.fernhill.lend.LendGraph

/** Signs the device's Fernhill account in; the resumed call then finds it signed in. */
class SignInActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val account = LendGraph.of(this).account
        AlertDialog.Builder(this)
            .setTitle("Sign in to Fernhill")
            .setMessage("Use the library card saved on this device?")
            .setPositiveButton("Sign in") { _, _ ->
                account.user = "device"
                close(RESULT_OK)
            }
            .setNegativeButton("Not now") { _, _ -> close(RESULT_CANCELED) }
            .setOnCancelListener { close(RESULT_CANCELED) }
            .show()
    }

    private fun close(result: Int) {
        setResult(result)
        finish()
    }
}
