package com.tutortime

// @JsonClass(generateAdapter = true)
class BookingArgs(
    // @Json(name = "slot_id")
    val slotId: String,
    // @Json(name = "caller_package")
    val callerPackage: String?,
    val confirmed: Boolean,
    // @Json(name = "resume_token")
    val resumeToken: String?,
)
