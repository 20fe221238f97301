package com.clawseed.cetp.sdk;

import java.util.List;

/** One tool descriptor. */
public final class CetpProviderTool {
    private final String name;
    private final String title;
    private final List<String> scopes;
    private final ToolAnnotations annotations;

    public CetpProviderTool(String name, String title, List<String> scopes, ToolAnnotations annotations) {
        this.name = name;
        this.title = title;
        this.scopes = scopes;
        this.annotations = annotations;
    }

    public String getName() {
        return name;
    }

    public String getTitle() {
        return title;
    }

    public List<String> getScopes() {
        return scopes;
    }

    public ToolAnnotations getAnnotations() {
        return annotations;
    }
}
