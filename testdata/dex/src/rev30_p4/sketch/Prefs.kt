package com.example.r30p4

import android.content.Context
import android.content.SharedPreferences

fun Context.settings(): SharedPreferences = getSharedPreferences("settings", Context.MODE_PRIVATE)

fun SharedPreferences.remember(key: String, value: String) {
    edit().putString(key, value).apply()
}
