package com.larderly.app.mapper;

import android.os.Bundle;
import android.util.Log;
import com.larderly.app.cetp.Envelopes;
import com.larderly.app.domain.DomainException;
import com.larderly.app.domain.Result;
import org.json.JSONException;
import org.json.JSONObject;

/** Interactor results into response Bundles. Failures answer with the code's fixed sentence; details go to the log. */
public final class ResultMapper {
    static final String TAG = "LarderlyMapper";

    public interface ToJson<T> {
        JSONObject map(T value) throws JSONException;
    }

    private ResultMapper() {
    }

    public static <T> Bundle toBundle(String requestId, Result<T> result, ToJson<T> toJson) throws JSONException {
        if (result.cancelled) {
            return Envelopes.error(requestId, "CANCELLED");
        }
        if (result.error != null) {
            return failure(requestId, result.error);
        }
        if (result.confirmation != null) {
            throw new IllegalStateException("confirmation must be resolved by the provider");
        }
        return Envelopes.success(requestId, toJson.map(result.value));
    }

    public static Bundle failure(String requestId, DomainException error) {
        Log.w(TAG, "request " + requestId + " failed with " + error.code(), error);
        return Envelopes.error(requestId, error.code());
    }
}
