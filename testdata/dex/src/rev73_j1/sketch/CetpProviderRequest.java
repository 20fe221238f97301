package com.clawseed.cetp.sdk;

import java.util.List;
import org.json.JSONObject;

/** One execute_tool call as the SDK hands it to the app: the caller is captured in call(). */
public final class CetpProviderRequest {
    private final int callingUid;
    private final String callingPackage;
    private final String toolName;
    private final String requestId;
    private final JSONObject args;
    private final List<String> scopes;
    private final String resumeToken;

    public CetpProviderRequest(int callingUid, String callingPackage, String toolName, String requestId,
            JSONObject args, List<String> scopes, String resumeToken) {
        this.callingUid = callingUid;
        this.callingPackage = callingPackage;
        this.toolName = toolName;
        this.requestId = requestId;
        this.args = args;
        this.scopes = scopes;
        this.resumeToken = resumeToken;
    }

    public int getCallingUid() {
        return callingUid;
    }

    public String getCallingPackage() {
        return callingPackage;
    }

    public String getToolName() {
        return toolName;
    }

    public String getRequestId() {
        return requestId;
    }

    public JSONObject getArgs() {
        return args;
    }

    public List<String> getScopes() {
        return scopes;
    }

    public String getResumeToken() {
        return resumeToken;
    }
}
