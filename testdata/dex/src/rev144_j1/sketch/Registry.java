package com.ferncastle.plugin;

import android.content.Context;
import android.content.Intent;
import com.ferncastle.cetp.ResumeBook;
import com.ferncastle.cetp.ToolHost;
import com.ferncastle.data.JournalDb;
import com.ferncastle.journal.JournalTools;
import com.ferncastle.media.AttachmentTools;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONException;

/** The tools of one provider, made by the factory registered for its authority. */
public final class Registry {
    /** Makes a provider's tools from what the host hands over. */
    public interface Factory {
        List<AbstractTool> create(Kit kit);
    }

    /** What a provider hands its tools. */
    public static final class Kit {
        public final Context context;
        public final JournalDb db;
        public final ResumeBook book;
        public final ToolHost.Sessions sessions;
        /** The Intent of the confirmation screen for one pending confirmation key. */
        public final Function<String, Intent> confirmScreen;

        public Kit(Context context, JournalDb db, ResumeBook book, ToolHost.Sessions sessions,
                Function<String, Intent> confirmScreen) {
            this.context = context;
            this.db = db;
            this.book = book;
            this.sessions = sessions;
            this.confirmScreen = confirmScreen;
        }
    }

    private static final Map<String, Factory> FACTORIES = new HashMap<>();

    static {
        FACTORIES.put("com.ferncastle.journal", new JournalTools.Factory());
        FACTORIES.put("com.ferncastle.media", new AttachmentTools.Factory());
    }

    private final Map<String, AbstractTool> tools = new LinkedHashMap<>();

    private Registry() {
    }

    public static Registry forAuthority(String authority, Kit kit) {
        Factory factory = FACTORIES.get(authority);
        if (factory == null) {
            throw new IllegalArgumentException("no tools registered for " + authority);
        }
        Registry registry = new Registry();
        for (AbstractTool tool : factory.create(kit)) {
            registry.tools.put(tool.spec().name, tool);
        }
        return registry;
    }

    public AbstractTool find(String name) {
        return name == null ? null : tools.get(name);
    }

    public Collection<AbstractTool> all() {
        return tools.values();
    }

    public JSONArray descriptors() throws JSONException {
        JSONArray out = new JSONArray();
        for (AbstractTool tool : tools.values()) {
            out.put(tool.spec().toJson());
        }
        return out;
    }
}
