package com.tidepool.reef.data;

import org.json.JSONException;

/** Streams query rows to the caller without building a list first. */
public interface RowCallback<T> {
    void onRow(T row) throws JSONException;

    void onEnd(int count) throws JSONException;
}
