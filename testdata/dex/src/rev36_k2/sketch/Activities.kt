package com.example.r36k2

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.content.DialogInterface
import android.content.Intent
import android.os.Bundle

// Activities.kt: the resolution targets of unlock_car and extend_trip.

class UnlockActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val car = intent.getStringExtra("key").orEmpty()
        AlertDialog.Builder(this)
            .setMessage("Unlock $car?")
            .setPositiveButton("Unlock") { dialog, _ ->
                getSharedPreferences("approvals", Context.MODE_PRIVATE).edit().putBoolean(car, true).apply()
                dialog.dismiss()
            }
            .show()
    }
}

class ExtendActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val answer = object : DialogInterface.OnClickListener {
            override fun onClick(dialog: DialogInterface, which: Int) {
                setResult(if (which == DialogInterface.BUTTON_POSITIVE) RESULT_OK else RESULT_CANCELED, Intent().putExtra("minutes", 30))
                finish()
            }
        }
        AlertDialog.Builder(this)
            .setMessage("Extend the trip by 30 minutes?")
            .setPositiveButton("Extend", answer)
            .setNegativeButton("Keep", answer)
            .show()
    }
}
