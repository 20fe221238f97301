package com.copperwick.cetp;

import android.content.Context;
import com.copperwick.config.Settings;
import com.copperwick.data.Tickets;
import java.util.Map;

/** What one provider adds to the shared container: its settings, its confirmations and its tool handlers. */
public interface Module {
    /** The provider's section of tools.json and its provider id suffix. */
    String key();

    void seed(Settings settings);

    Confirmations confirmations(Context context, Settings settings, Tickets tickets);

    void tools(Container container, Map<String, Tool> into);
}
