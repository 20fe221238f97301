package com.larderly.app.cetp;

import com.larderly.app.domain.DomainException;
import org.json.JSONException;
import org.json.JSONObject;

/** The business effect of one mutating tool call, run at most once per request id by a mutation executor. */
public interface Mutation {
    JSONObject apply() throws DomainException, JSONException;
}
