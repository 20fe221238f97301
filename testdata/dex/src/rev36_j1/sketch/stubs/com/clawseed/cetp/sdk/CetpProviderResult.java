package com.clawseed.cetp.sdk;
public final class CetpProviderResult { public static final Companion Companion = new Companion();
  public static final class Companion { public CetpProviderResult ok(String json) { return null; } public CetpProviderResult ok() { return null; } public CetpProviderResult inline(int n) { return null; } public CetpProviderResult unknownTool(String n) { return null; } public CetpProviderResult error(String c, String m) { return null; } } }
