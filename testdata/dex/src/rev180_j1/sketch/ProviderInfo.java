package com.verdant.garden.cetp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** get_provider_info's document (§3.2): identity, description and scope catalog; immutable. */
public final class ProviderInfo {
    private final String providerId;
    private final String providerName;
    private final String description;
    private final List<Scope> scopes;

    private ProviderInfo(String providerId, String providerName, String description, List<Scope> scopes) {
        this.providerId = providerId;
        this.providerName = providerName;
        this.description = description;
        this.scopes = Collections.unmodifiableList(new ArrayList<>(scopes));
    }

    public static ProviderInfo of(String providerId, String providerName, String description, Scope... scopes) {
        List<Scope> list = new ArrayList<>();
        Collections.addAll(list, scopes);
        return new ProviderInfo(providerId, providerName, description, list);
    }

    public String providerId() {
        return providerId;
    }

    public String providerName() {
        return providerName;
    }

    public JSONObject toJson() throws JSONException {
        List<JSONObject> catalog = new ArrayList<>();
        for (Scope s : scopes) {
            catalog.add(s.toJson());
        }
        return new JSONObject()
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("description", description)
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", new JSONArray(catalog));
    }

    public List<String> scopeNames() {
        return scopes.stream().map(Scope::name).collect(Collectors.toList());
    }

    public static final class Scope {
        private final String name;
        private final String title;
        private final String description;
        private final String access;
        private final String sensitivity;

        public Scope(String name, String title, String description, String access, String sensitivity) {
            this.name = name;
            this.title = title;
            this.description = description;
            this.access = access;
            this.sensitivity = sensitivity;
        }

        public String name() {
            return name;
        }

        JSONObject toJson() throws JSONException {
            return new JSONObject().put("name", name).put("title", title).put("description", description)
                    .put("access", access).put("sensitivity", sensitivity);
        }
    }
}
