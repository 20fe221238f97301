package app.larder.home.data

import android.os.Parcel
import android.os.Parcelable
import org.json.JSONObject

/** One row of the pantry; @Parcelize-style, so the item screens can pass it along in Intents. */
data class PantryItem(
    val id: Long,
    val name: String,
    val quantity: Int,
    val unit: String,
    val location: String,
    val expiresOnDay: Long,
) : Parcelable {
    override fun describeContents(): Int = 0

    override fun writeToParcel(dest: Parcel, flags: Int) {
        dest.writeLong(id)
        dest.writeString(name)
        dest.writeInt(quantity)
        dest.writeString(unit)
        dest.writeString(location)
        dest.writeLong(expiresOnDay)
    }

    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("name", name)
        .put("quantity", quantity)
        .put("unit", unit)
        .put("location", location)
        .put("expires_on_day", expiresOnDay)

    companion object {
        @JvmField
        val CREATOR = object : Parcelable.Creator<PantryItem> {
            override fun createFromParcel(source: Parcel): PantryItem = PantryItem(
                source.readLong(),
                source.readString() ?: "",
                source.readInt(),
                source.readString() ?: "",
                source.readString() ?: "",
                source.readLong(),
            )

            override fun newArray(size: Int): Array<PantryItem?> = arrayOfNulls(size)
        }
    }
}

data class ShoppingEntry(val id: Long, val list: String, val name: String, val quantity: Int, val checked: Boolean) {
    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("list", list)
        .put("name", name)
        .put("quantity", quantity)
        .put("checked", checked)
}

/** A deduplication record: one per (uid, provider, request_id), bound to the tool and the args digest. */
data class RequestRecord(
    val uid: Int,
    val provider: String,
    val requestId: String,
    val tool: String,
    val digest: String,
    val result: String?,
)

/** WorkInfo look-alike: the durable state of one background operation. */
data class WorkInfo(
    val id: String,
    val provider: String,
    val ownerUid: Int,
    val requestId: String,
    val state: String,
    val cancelRequested: Boolean,
    val result: String?,
) {
    val finished: Boolean get() = state == STATE_SUCCEEDED || state == STATE_FAILED || state == STATE_CANCELLED

    fun toJson(): JSONObject {
        val out = JSONObject().put("operation_id", id).put("state", state)
        when (state) {
            STATE_SUCCEEDED -> out.put("result", JSONObject(result ?: "{}"))
            STATE_FAILED -> out.put("error", JSONObject(result ?: "{}"))
            STATE_CANCELLED -> {}
            else -> out.put("poll_after_ms", 1500)
        }
        return out
    }

    companion object {
        const val STATE_QUEUED = "queued"
        const val STATE_RUNNING = "running"
        const val STATE_SUCCEEDED = "succeeded"
        const val STATE_FAILED = "failed"
        const val STATE_CANCELLED = "cancelled"
    }
}
