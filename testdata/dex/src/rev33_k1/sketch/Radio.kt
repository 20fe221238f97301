package com.example.r33k1

import android.util.Log

object Radio {
    fun poll(door: String): Boolean = door.isNotEmpty()
    fun send(door: String, op: String) { Log.i("Radio", "$op $door") }
}
