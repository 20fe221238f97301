package com.clawseed.cetp.sdk;
public final class CetpProviderTool { public CetpProviderTool(String n, ToolAnnotations a) {} }
