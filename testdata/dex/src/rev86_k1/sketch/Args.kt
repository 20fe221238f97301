package com.fernlog

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.UnknownFieldException
import kotlinx.serialization.builtins.nullable
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.CompositeDecoder
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.internal.BooleanSerializer
import kotlinx.serialization.internal.GeneratedSerializer
import kotlinx.serialization.internal.PluginGeneratedSerialDescriptor
import kotlinx.serialization.internal.SerializationConstructorMarker
import kotlinx.serialization.internal.StringSerializer
import kotlinx.serialization.internal.throwMissingFieldException

@Serializable
data class WaterArgs(
    val plantId: String,
    val confirmed: Boolean = false,
    @SerialName("caller_package") val callerPackage: String? = null,
) {
    // hand-written stand-in for the plugin's synthetic (seen1, ..., SerializationConstructorMarker) constructor
    constructor(
        seen1: Int,
        plantId: String?,
        confirmed: Boolean,
        callerPackage: String?,
        serializationConstructorMarker: SerializationConstructorMarker?,
    ) : this(
        requirePlantId(seen1, plantId),
        if (seen1 and 2 == 0) false else confirmed,
        if (seen1 and 4 == 0) null else callerPackage,
    )

    companion object {
        fun serializer(): KSerializer<WaterArgs> = `$serializer`
    }

    object `$serializer` : GeneratedSerializer<WaterArgs> {
        private val desc = PluginGeneratedSerialDescriptor("com.fernlog.WaterArgs", this, 3)
        override val descriptor: SerialDescriptor get() = desc

        init {
            desc.addElement("plantId", false)
            desc.addElement("confirmed", true)
            desc.addElement("caller_package", true)
        }

        override fun childSerializers(): Array<KSerializer<*>> =
            arrayOf(StringSerializer, BooleanSerializer, StringSerializer.nullable)

        override fun deserialize(decoder: Decoder): WaterArgs {
            val d = decoder.beginStructure(desc)
            var seen = 0
            var plantId: String? = null
            var confirmed = false
            var callerPackage: String? = null
            var more = true
            while (more) {
                val index = d.decodeElementIndex(desc)
                when (index) {
                    CompositeDecoder.DECODE_DONE -> more = false
                    0 -> { plantId = d.decodeStringElement(desc, 0); seen = seen or 1 }
                    1 -> { confirmed = d.decodeBooleanElement(desc, 1); seen = seen or 2 }
                    2 -> { callerPackage = d.decodeNullableSerializableElement(desc, 2, StringSerializer, callerPackage); seen = seen or 4 }
                    else -> throw UnknownFieldException(index)
                }
            }
            d.endStructure(desc)
            return WaterArgs(seen, plantId, confirmed, callerPackage, null)
        }

        override fun serialize(encoder: Encoder, value: WaterArgs) {
            val e = encoder.beginStructure(desc)
            e.encodeStringElement(desc, 0, value.plantId)
            if (e.shouldEncodeElementDefault(desc, 1) || value.confirmed) e.encodeBooleanElement(desc, 1, value.confirmed)
            if (e.shouldEncodeElementDefault(desc, 2) || value.callerPackage != null) e.encodeNullableSerializableElement(desc, 2, StringSerializer, value.callerPackage)
            e.endStructure(desc)
        }
    }
}

internal fun requirePlantId(seen1: Int, plantId: String?): String {
    if (1 != (seen1 and 1)) throwMissingFieldException(seen1, 1, WaterArgs.`$serializer`.descriptor)
    return plantId!!
}
