package com.shedshare.tools

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.UnknownFieldException
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.CompositeDecoder
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.internal.BooleanSerializer
import kotlinx.serialization.internal.GeneratedSerializer
import kotlinx.serialization.internal.PluginGeneratedSerialDescriptor
import kotlinx.serialization.internal.StringSerializer
import kotlinx.serialization.internal.nullable
import kotlinx.serialization.internal.throwMissingFieldException

@JvmInline
value class ToolId(val raw: String) {
    val fileName: String get() = "$raw.pdf"
}

@Serializable
class BorrowArgs(
    @SerialName("tool_name") val toolName: String,
    @SerialName("caller_package") val onBehalfOf: String? = null,
    @SerialName("user_confirmed") val confirmed: Boolean = false,
) {
    // The serializer kotlinx-serialization's compiler plugin generates, written out by hand.
    object `$serializer` : GeneratedSerializer<BorrowArgs> {
        override val descriptor: SerialDescriptor =
            PluginGeneratedSerialDescriptor("com.shedshare.tools.BorrowArgs", this, 3).apply {
                addElement("tool_name", false)
                addElement("caller_package", true)
                addElement("user_confirmed", true)
            }

        override fun childSerializers(): Array<KSerializer<*>> =
            arrayOf(StringSerializer, StringSerializer.nullable(), BooleanSerializer)

        override fun deserialize(decoder: Decoder): BorrowArgs {
            val desc = descriptor
            val input = decoder.beginStructure(desc)
            var seen = 0
            var toolName: String? = null
            var onBehalfOf: String? = null
            var confirmed = false
            while (true) {
                when (val index = input.decodeElementIndex(desc)) {
                    CompositeDecoder.DECODE_DONE -> break
                    0 -> { toolName = input.decodeStringElement(desc, 0); seen = seen or 1 }
                    1 -> { onBehalfOf = input.decodeNullableSerializableElement(desc, 1, StringSerializer.nullable(), onBehalfOf); seen = seen or 2 }
                    2 -> { confirmed = input.decodeBooleanElement(desc, 2); seen = seen or 4 }
                    else -> throw UnknownFieldException(index)
                }
            }
            input.endStructure(desc)
            if (seen and 1 == 0) throwMissingFieldException(seen, 1, desc)
            return BorrowArgs(toolName!!, onBehalfOf, confirmed)
        }

        override fun serialize(encoder: Encoder, value: BorrowArgs) {
            val desc = descriptor
            val output = encoder.beginStructure(desc)
            output.encodeStringElement(desc, 0, value.toolName)
            if (output.shouldEncodeElementDefault(desc, 1) || value.onBehalfOf != null) {
                output.encodeNullableSerializableElement(desc, 1, StringSerializer, value.onBehalfOf)
            }
            if (output.shouldEncodeElementDefault(desc, 2) || value.confirmed) {
                output.encodeBooleanElement(desc, 2, value.confirmed)
            }
            output.endStructure(desc)
        }
    }

    companion object {
        fun serializer(): KSerializer<BorrowArgs> = `$serializer`
    }
}

@Serializable
class DeskArgs(
    @SerialName("tool_id") val toolId: String,
    @SerialName("caller_package") val onBehalfOf: String? = null,
) {
    // The serializer kotlinx-serialization's compiler plugin generates, written out by hand.
    object `$serializer` : GeneratedSerializer<DeskArgs> {
        override val descriptor: SerialDescriptor =
            PluginGeneratedSerialDescriptor("com.shedshare.tools.DeskArgs", this, 2).apply {
                addElement("tool_id", false)
                addElement("caller_package", true)
            }

        override fun childSerializers(): Array<KSerializer<*>> =
            arrayOf(StringSerializer, StringSerializer.nullable())

        override fun deserialize(decoder: Decoder): DeskArgs {
            val desc = descriptor
            val input = decoder.beginStructure(desc)
            var seen = 0
            var toolId: String? = null
            var onBehalfOf: String? = null
            while (true) {
                when (val index = input.decodeElementIndex(desc)) {
                    CompositeDecoder.DECODE_DONE -> break
                    0 -> { toolId = input.decodeStringElement(desc, 0); seen = seen or 1 }
                    1 -> { onBehalfOf = input.decodeNullableSerializableElement(desc, 1, StringSerializer.nullable(), onBehalfOf); seen = seen or 2 }
                    else -> throw UnknownFieldException(index)
                }
            }
            input.endStructure(desc)
            if (seen and 1 == 0) throwMissingFieldException(seen, 1, desc)
            return DeskArgs(toolId!!, onBehalfOf)
        }

        override fun serialize(encoder: Encoder, value: DeskArgs) {
            val desc = descriptor
            val output = encoder.beginStructure(desc)
            output.encodeStringElement(desc, 0, value.toolId)
            if (output.shouldEncodeElementDefault(desc, 1) || value.onBehalfOf != null) {
                output.encodeNullableSerializableElement(desc, 1, StringSerializer, value.onBehalfOf)
            }
            output.endStructure(desc)
        }
    }

    companion object {
        fun serializer(): KSerializer<DeskArgs> = `$serializer`
    }
}
