package com.clawseed.cetp.sdk;
public final class CetpProviderRequest { public String getToolName() { return null; } public String getArgs() { return null; } public String getCallerPackage() { return null; } public java.util.List<String> getScopes() { return null; } public String getRequestId() { return null; } }
