package com.larderly.app.plans;

import android.os.Bundle;
import com.larderly.app.cetp.Mutation;
import com.larderly.app.cetp.OperationStore;
import com.larderly.app.cetp.Outcome;
import com.larderly.app.cetp.ProviderRequest;
import com.larderly.app.domain.DomainException;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;

/**
 * The planner's mutation executor: one executor per request id (UID, provider id, request id), bound to the tool
 * and the digest of its arguments; a repeated id gets the recorded outcome.
 */
final class PlanMutationExecutor {
    private final ConcurrentHashMap<String, Outcome> outcomes = new ConcurrentHashMap<>();
    private final OperationStore operations;
    private final String providerId;

    PlanMutationExecutor(OperationStore operations, String providerId) {
        this.operations = operations;
        this.providerId = providerId;
    }

    Outcome prior(ProviderRequest req) {
        return outcomes.get(key(req));
    }

    Bundle run(ProviderRequest req, Mutation mutation) throws JSONException {
        String key = key(req);
        Outcome prior = outcomes.putIfAbsent(key, Outcome.pending(req));
        if (prior != null) {
            return prior.replay(req);
        }
        Outcome done;
        try {
            done = Outcome.ok(req, mutation.apply());
        } catch (DomainException e) {
            if (DomainException.UNAVAILABLE.equals(e.code())) {
                outcomes.remove(key);
                return PlanResultMapper.explained(req.requestId, e);
            }
            done = Outcome.failed(req, e.code());
            outcomes.put(key, done);
            return PlanResultMapper.explained(req.requestId, e);
        }
        outcomes.put(key, done);
        return done.replay(req);
    }

    /** Binds the request id to a new operation; false when another call already holds it. */
    boolean startOperation(ProviderRequest req, String operationId) {
        if (outcomes.putIfAbsent(key(req), Outcome.operation(req, operationId)) != null) {
            return false;
        }
        operations.create(providerId, operationId, req);
        return true;
    }

    private String key(ProviderRequest req) {
        return req.callerUid + ":" + providerId + ":" + req.requestId;
    }
}
