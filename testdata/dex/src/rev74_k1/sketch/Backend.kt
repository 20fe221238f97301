package com.tutortime

import okhttp3.MediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody

object Backend {
    const val API = "https://api.tutortime.example/v1"
    val client = OkHttpClient()
    private val JSON = MediaType.parse("application/json; charset=utf-8")

    fun get(path: String): Request = Request.Builder().url(API + path).build()

    fun post(path: String, json: String): Request =
        Request.Builder().url(API + path).post(RequestBody.create(JSON, json)).build()
}
