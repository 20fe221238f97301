package com.quillmark.docs.work;

import android.os.Parcel;
import android.os.Parcelable;

/** What {@link WorkService} sends back for an operation: its state and, when terminal, the result or error code. */
public final class WorkRecord implements Parcelable {
    public final String operationId;
    public final String state;
    public final int progress;
    public final String resultJson;
    public final String errorCode;

    WorkRecord(String operationId, String state, int progress, String resultJson, String errorCode) {
        this.operationId = operationId;
        this.state = state;
        this.progress = progress;
        this.resultJson = resultJson;
        this.errorCode = errorCode;
    }

    static WorkRecord succeeded(WorkRequest request, String resultJson) {
        return new WorkRecord(request.operationId, "succeeded", 100, resultJson, null);
    }

    static WorkRecord failed(WorkRequest request, String errorCode) {
        return new WorkRecord(request.operationId, "failed", 100, null, errorCode);
    }

    static WorkRecord cancelled(WorkRequest request) {
        return new WorkRecord(request.operationId, "cancelled", 0, null, null);
    }

    static WorkRecord running(WorkRequest request, int progress) {
        return new WorkRecord(request.operationId, "running", progress, null, null);
    }

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel dest, int flags) {
        dest.writeString(operationId);
        dest.writeString(state);
        dest.writeInt(progress);
        dest.writeString(resultJson);
        dest.writeString(errorCode);
    }

    public static final Parcelable.Creator<WorkRecord> CREATOR = new Parcelable.Creator<WorkRecord>() {
        @Override
        public WorkRecord createFromParcel(Parcel in) {
            return new WorkRecord(in.readString(), in.readString(), in.readInt(), in.readString(), in.readString());
        }

        @Override
        public WorkRecord[] newArray(int size) {
            return new WorkRecord[size];
        }
    };
}
