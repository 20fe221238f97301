package com.quillmark.docs.work;

import android.os.Parcel;
import android.os.Parcelable;

/** What a provider hands to {@link WorkService}: one accepted operation, parcelled into the Message's Bundle. */
public final class WorkRequest implements Parcelable {
    public static final String KIND_REINDEX = "reindex";
    public static final String KIND_ARCHIVE = "archive";

    public final String operationId;
    public final String providerId;
    public final String kind;
    public final int uid;
    public final String payload;
    public final long submittedAt;

    public WorkRequest(String operationId, String providerId, String kind, int uid, String payload) {
        this(operationId, providerId, kind, uid, payload, System.currentTimeMillis());
    }

    WorkRequest(String operationId, String providerId, String kind, int uid, String payload, long submittedAt) {
        this.operationId = operationId;
        this.providerId = providerId;
        this.kind = kind;
        this.uid = uid;
        this.payload = payload;
        this.submittedAt = submittedAt;
    }

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel dest, int flags) {
        dest.writeString(operationId);
        dest.writeString(providerId);
        dest.writeString(kind);
        dest.writeInt(uid);
        dest.writeString(payload);
        dest.writeLong(submittedAt);
    }

    public static final Parcelable.Creator<WorkRequest> CREATOR = new Parcelable.Creator<WorkRequest>() {
        @Override
        public WorkRequest createFromParcel(Parcel in) {
            return new WorkRequest(in.readString(), in.readString(), in.readString(), in.readInt(), in.readString(),
                    in.readLong());
        }

        @Override
        public WorkRequest[] newArray(int size) {
            return new WorkRequest[size];
        }
    };
}
