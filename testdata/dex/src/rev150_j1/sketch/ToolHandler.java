package com.kestrel.ledger.tools;

import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.pipeline.Request;
import com.kestrel.ledger.pipeline.Response;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool of one provider, as the registry holds it. The ledger's tool tables are enums implementing this. */
public interface ToolHandler {
    /** The provider whose table holds the tool (its authority). */
    String provider();

    String toolName();

    /** The annotation effect: read, create, update, delete or transaction. */
    String effect();

    JSONObject descriptor() throws JSONException;

    /** The screen the user must answer before this call runs, or null when it may run now. */
    ConfirmScreen confirmation(Request request) throws JSONException;

    /** A one-line description of this call for the confirmation screen. */
    String summary(Request request) throws JSONException;

    Response execute(Request request, Ledger ledger) throws JSONException;
}
