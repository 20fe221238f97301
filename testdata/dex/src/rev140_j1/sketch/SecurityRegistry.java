package com.hearthlink.security;

import com.hearthlink.cetp.ToolSpec;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The security components one provider is wired with, built in its onCreate: who may call (verifier), runtime
 * permissions, the confirmation policy, the audit log, and the provider's tools with each tool's authorizer.
 */
public final class SecurityRegistry {
    public final CallerVerifier verifier;
    public final PermissionPolicy permissions;
    public final ConfirmationPolicy confirmations;
    public final AuditLog audit;
    private final Map<String, ToolSpec> tools;

    SecurityRegistry(Builder b) {
        verifier = b.verifier;
        permissions = b.permissions;
        confirmations = b.confirmations;
        audit = b.audit;
        tools = b.tools;
    }

    public ToolSpec tool(String name) {
        return tools.get(name);
    }

    public Collection<ToolSpec> tools() {
        return tools.values();
    }

    public static final class Builder {
        CallerVerifier verifier;
        PermissionPolicy permissions;
        ConfirmationPolicy confirmations;
        AuditLog audit;
        final Map<String, ToolSpec> tools = new LinkedHashMap<>();

        public Builder verifier(CallerVerifier verifier) {
            this.verifier = verifier;
            return this;
        }

        public Builder permissions(PermissionPolicy permissions) {
            this.permissions = permissions;
            return this;
        }

        public Builder confirmations(ConfirmationPolicy confirmations) {
            this.confirmations = confirmations;
            return this;
        }

        public Builder audit(AuditLog audit) {
            this.audit = audit;
            return this;
        }

        public Builder tool(ToolSpec tool) {
            if (tool.authorizer == null) {
                throw new IllegalArgumentException("tool " + tool.name + " has no authorizer");
            }
            tools.put(tool.name, tool);
            return this;
        }

        public SecurityRegistry build() {
            if (verifier == null || permissions == null || confirmations == null || audit == null) {
                throw new IllegalStateException("security registry is incomplete");
            }
            return new SecurityRegistry(this);
        }
    }
}
