package com.tutortime

import com.squareup.moshi.JsonAdapter
import com.squareup.moshi.JsonReader
import com.squareup.moshi.JsonWriter
import com.squareup.moshi.Moshi
import com.squareup.moshi.internal.Util

class BookingArgsJsonAdapter(moshi: Moshi) : JsonAdapter<BookingArgs>() {
    private val options: JsonReader.Options =
        JsonReader.Options.of("slot_id", "caller_package", "confirmed", "resume_token")

    private val stringAdapter: JsonAdapter<String> = moshi.adapter(String::class.java, emptySet(), "slotId")

    private val nullableStringAdapter: JsonAdapter<String?> =
        moshi.adapter(String::class.java, emptySet(), "callerPackage")

    private val booleanAdapter: JsonAdapter<Boolean> = moshi.adapter(Boolean::class.java, emptySet(), "confirmed")

    override fun toString(): String = "GeneratedJsonAdapter(BookingArgs)"

    override fun fromJson(reader: JsonReader): BookingArgs {
        var slotId: String? = null
        var callerPackage: String? = null
        var confirmed: Boolean? = null
        var resumeToken: String? = null
        reader.beginObject()
        while (reader.hasNext()) {
            when (reader.selectName(options)) {
                0 -> slotId = stringAdapter.fromJson(reader) ?: throw Util.unexpectedNull("slotId", "slot_id", reader)
                1 -> callerPackage = nullableStringAdapter.fromJson(reader)
                2 -> confirmed = booleanAdapter.fromJson(reader) ?: throw Util.unexpectedNull("confirmed", "confirmed", reader)
                3 -> resumeToken = nullableStringAdapter.fromJson(reader)
                -1 -> {
                    reader.skipName()
                    reader.skipValue()
                }
            }
        }
        reader.endObject()
        return BookingArgs(
            slotId = slotId ?: throw Util.missingProperty("slotId", "slot_id", reader),
            callerPackage = callerPackage,
            confirmed = confirmed ?: throw Util.missingProperty("confirmed", "confirmed", reader),
            resumeToken = resumeToken,
        )
    }

    override fun toJson(writer: JsonWriter, value_: BookingArgs?) {
        if (value_ == null) {
            throw NullPointerException("value_ was null! Wrap in .nullSafe() to write nullable values.")
        }
        writer.beginObject()
        writer.name("slot_id")
        stringAdapter.toJson(writer, value_.slotId)
        writer.name("caller_package")
        nullableStringAdapter.toJson(writer, value_.callerPackage)
        writer.name("confirmed")
        booleanAdapter.toJson(writer, value_.confirmed)
        writer.name("resume_token")
        nullableStringAdapter.toJson(writer, value_.resumeToken)
        writer.endObject()
    }
}
