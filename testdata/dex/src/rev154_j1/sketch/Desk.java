package com.halyard.vault.cetp;

import android.os.Bundle;
import java.util.List;
import org.json.JSONException;

/** What one provider adds to the shared protocol host: its identity, scopes, tools and their execution. */
public interface Desk {
    String providerId();

    String providerName();

    String description();

    String scopes();

    String[] capabilities();

    List<ToolSpec> tools();

    Bundle execute(Caller caller, Call call) throws JSONException;
}
