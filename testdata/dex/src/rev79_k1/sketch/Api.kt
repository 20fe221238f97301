package com.gymslot

import java.util.concurrent.TimeUnit
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.gson.GsonConverterFactory
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

class BookBody(val slot: String, val member: Int)

class BookReply(val bookingId: String, val status: String)

class Slot(val id: String, val start: String, val free: Int)

interface GymApi {
    @POST("bookings")
    suspend fun book(@Body body: BookBody): BookReply

    @GET("slots")
    suspend fun slots(@Query("day") day: String): List<Slot>

    @DELETE("bookings/{id}")
    suspend fun cancel(@Path("id") id: String)
}

object Backend {
    val api: GymApi = Retrofit.Builder()
        .baseUrl("https://api.gymslot.example/")
        .client(OkHttpClient.Builder().callTimeout(10, TimeUnit.SECONDS).build())
        .addConverterFactory(GsonConverterFactory.create())
        .build()
        .create(GymApi::class.java)
}
