package com.copperwick.cetp;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import com.copperwick.config.Settings;
import com.copperwick.config.TokenFactories;
import com.copperwick.config.ToolConfig;
import com.copperwick.data.CopperDatabase;
import com.copperwick.data.Ledger;
import com.copperwick.data.Sessions;
import com.copperwick.data.Tickets;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;

/** The objects one provider runs with, built once in onCreate from tools.json, the settings and its module. */
public final class Container {
    private final Context context;
    private final String providerId;
    private final Settings settings;
    private final SQLiteDatabase db;
    private final ToolConfig config;
    private final Sessions sessions;
    private final Ledger ledger;
    private final Confirmations confirmations;
    private final ExecutorService executor;
    private final Map<String, Tool> tools = new HashMap<>();

    private Container(Context context, Module module) throws IOException, JSONException {
        this.context = context;
        this.providerId = "com.copperwick." + module.key();
        this.settings = new Settings(context);
        module.seed(settings);
        this.db = CopperDatabase.get(context).getWritableDatabase();
        this.config = ToolConfig.load(context, module.key());
        this.sessions = new Sessions(db, providerId, TokenFactories.get(TokenFactories.SECURE));
        this.ledger = new Ledger(db);
        this.confirmations = module.confirmations(context, settings, new Tickets(db));
        this.executor = Executors.newFixedThreadPool(2);
    }

    public static Container build(Context context, Module module) throws IOException, JSONException {
        Container c = new Container(context, module);
        module.tools(c, c.tools);
        for (String name : c.config.toolNames()) {
            if (!c.tools.containsKey(name)) {
                throw new JSONException("tools.json lists " + name + " but no handler is registered");
            }
        }
        return c;
    }

    public Context context() {
        return context;
    }

    public String providerId() {
        return providerId;
    }

    public Settings settings() {
        return settings;
    }

    public SQLiteDatabase db() {
        return db;
    }

    public ToolConfig config() {
        return config;
    }

    public Sessions sessions() {
        return sessions;
    }

    public Ledger ledger() {
        return ledger;
    }

    public Confirmations confirmations() {
        return confirmations;
    }

    public ExecutorService executor() {
        return executor;
    }

    public Tool tool(String name) {
        return tools.get(name);
    }
}
