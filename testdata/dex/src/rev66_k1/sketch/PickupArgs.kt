package com.lockerloop

import android.os.Parcel
import android.os.Parcelable

// What @Parcelize generates, written by hand (PickupArgs$Creator, CREATOR).
data class PickupArgs(
    val lockerId: String,
    val slot: Int,
    val confirmed: Boolean,
    val callerPackage: String?,
) : Parcelable {
    override fun describeContents(): Int = 0

    override fun writeToParcel(dest: Parcel, flags: Int) {
        dest.writeString(lockerId)
        dest.writeInt(slot)
        dest.writeInt(if (confirmed) 1 else 0)
        dest.writeString(callerPackage)
    }

    class Creator : Parcelable.Creator<PickupArgs> {
        override fun createFromParcel(parcel: Parcel): PickupArgs =
            PickupArgs(parcel.readString()!!, parcel.readInt(), parcel.readInt() != 0, parcel.readString())

        override fun newArray(size: Int): Array<PickupArgs?> = arrayOfNulls(size)
    }

    companion object {
        @JvmField val CREATOR: Parcelable.Creator<PickupArgs> = Creator()
    }
}

// Java-style hand-written Parcelable with an anonymous CREATOR.
class DropTicket(val lockerId: String, val parcelCount: Int) : Parcelable {
    override fun describeContents(): Int = 0

    override fun writeToParcel(dest: Parcel, flags: Int) {
        dest.writeString(lockerId)
        dest.writeInt(parcelCount)
    }

    companion object {
        @JvmField val CREATOR = object : Parcelable.Creator<DropTicket> {
            override fun createFromParcel(source: Parcel): DropTicket = DropTicket(source.readString() ?: "", source.readInt())
            override fun newArray(size: Int): Array<DropTicket?> = arrayOfNulls(size)
        }
    }
}
