package com.clawseed.cetp.sdk;
public final class ToolAnnotations { public ToolAnnotations(ToolEffect e, ToolRisk r, ConfirmationPolicy c) {} }
