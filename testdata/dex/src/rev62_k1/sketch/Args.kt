package com.tutortime

import kotlinx.serialization.KSerializer
import kotlinx.serialization.Serializable
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.internal.GeneratedSerializer
import kotlinx.serialization.internal.PluginGeneratedSerialDescriptor

@Serializable
data class CancelArgs(val slotId: Long, val confirmed: Boolean) {
    companion object {
        fun serializer(): KSerializer<CancelArgs> = `$serializer`
    }

    object `$serializer` : GeneratedSerializer<CancelArgs> {
        private val desc = PluginGeneratedSerialDescriptor("com.tutortime.CancelArgs", this, 2)
        override val descriptor: SerialDescriptor get() = desc

        init {
            desc.addElement("slot_id", false)
            desc.addElement("confirmed", true)
        }

        override fun childSerializers(): Array<KSerializer<*>> = arrayOf()

        override fun deserialize(decoder: Decoder): CancelArgs {
            val d = decoder.beginStructure(desc)
            val slotId = d.decodeLongElement(desc, 0)
            val confirmed = d.decodeBooleanElement(desc, 1)
            d.endStructure(desc)
            return CancelArgs(slotId, confirmed)
        }

        override fun serialize(encoder: Encoder, value: CancelArgs) {
            val e = encoder.beginStructure(desc)
            e.encodeLongElement(desc, 0, value.slotId)
            e.encodeBooleanElement(desc, 1, value.confirmed)
            e.endStructure(desc)
        }
    }
}
