package app.larder.home.ui

import android.os.Parcel
import android.os.Parcelable

/** What a confirmation screen shows, @Parcelize-style: the registry's request code, the action and its target. */
data class ConfirmRequest(val code: Int, val action: String, val target: String, val consequence: String) : Parcelable {
    override fun describeContents(): Int = 0

    override fun writeToParcel(dest: Parcel, flags: Int) {
        dest.writeInt(code)
        dest.writeString(action)
        dest.writeString(target)
        dest.writeString(consequence)
    }

    companion object {
        @JvmField
        val CREATOR = object : Parcelable.Creator<ConfirmRequest> {
            override fun createFromParcel(source: Parcel): ConfirmRequest =
                ConfirmRequest(source.readInt(), source.readString() ?: "", source.readString() ?: "", source.readString() ?: "")

            override fun newArray(size: Int): Array<ConfirmRequest?> = arrayOfNulls(size)
        }
    }
}
