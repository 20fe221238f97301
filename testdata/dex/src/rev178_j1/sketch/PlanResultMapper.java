package com.larderly.app.plans;

import android.os.Bundle;
import com.larderly.app.cetp.Envelopes;
import com.larderly.app.domain.DomainException;
import com.larderly.app.domain.Result;
import com.larderly.app.mapper.ResultMapper;
import org.json.JSONException;

/**
 * The planner's result mapping: like the shared ResultMapper, but a failed request tells the assistant what went
 * wrong so it can explain it to the user.
 */
final class PlanResultMapper {
    private PlanResultMapper() {
    }

    static <T> Bundle toBundle(String requestId, Result<T> result, ResultMapper.ToJson<T> toJson)
            throws JSONException {
        if (result.error != null) {
            return explained(requestId, result.error);
        }
        return ResultMapper.toBundle(requestId, result, toJson);
    }

    static Bundle explained(String requestId, DomainException error) {
        Bundle b = Envelopes.error(requestId, error.code());
        b.putString("error_message", "Planner could not finish: " + error.getMessage());
        return b;
    }
}
