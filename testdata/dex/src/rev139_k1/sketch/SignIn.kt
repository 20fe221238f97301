package com.larchwood.library.account

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.os.Bundle
import com.larchwood.library.Account
import com.larchwood.library.EXTRA_PROMPT

/** Larchwood's own sign-in, opened by the loans provider's AUTH_REQUIRED resolutions. */
class SignInActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        AlertDialog.Builder(this)
            .setTitle("Sign in to Larchwood Libraries")
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton("Use the saved library card") { _, _ -> signIn() }
            .setOnCancelListener { finishWith(RESULT_CANCELED) }
            .show()
    }

    private fun signIn() {
        getSharedPreferences("account", Context.MODE_PRIVATE).edit().putString(Account.KEY_CARD_HOLDER, "saved").apply()
        finishWith(RESULT_OK)
    }

    private fun finishWith(result: Int) {
        setResult(result)
        finish()
    }
}
