package com.berthbook

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class FindBerthsArgs(val marina: String, @SerialName("min_length") val minLength: Int = 0)

@Serializable
data class BookArgs(
    val marina: String,
    val vessel: String,
    val nights: Int = 1,
    @SerialName("booking_id") val bookingId: String? = null,
)

@Serializable
data class CancelArgs(@SerialName("booking_id") val bookingId: String, val force: Boolean = false)

@Serializable
data class VesselArgs(val vessel: String, val berth: String = "")

@Serializable
data class ShareArgs(@SerialName("log_id") val logId: Long, @SerialName("caller_package") val callerPackage: String? = null)

@Serializable
data class PurgeArgs(@SerialName("before_ms") val beforeMs: Long)

object Codec {
    val json = Json { ignoreUnknownKeys = true }
}
