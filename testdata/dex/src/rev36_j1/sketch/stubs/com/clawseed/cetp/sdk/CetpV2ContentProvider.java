package com.clawseed.cetp.sdk;
public abstract class CetpV2ContentProvider extends android.content.ContentProvider {
  public boolean onCreate() { return true; }
  public abstract java.util.List<CetpProviderTool> getProviderTools();
  public CetpMutationExecutor getMutationExecutor() { return null; }
  public CetpAccessDecision authorize(CetpProviderRequest r) { return CetpAccessDecision.Deny.INSTANCE; }
  public abstract CetpProviderResult executeTool(CetpProviderRequest r);
  public final android.database.Cursor query(android.net.Uri u, String[] p, String s, String[] a, String o) { return null; }
  public final String getType(android.net.Uri u) { return null; }
  public final android.net.Uri insert(android.net.Uri u, android.content.ContentValues v) { return null; }
  public final int delete(android.net.Uri u, String s, String[] a) { return 0; }
  public final int update(android.net.Uri u, android.content.ContentValues v, String s, String[] a) { return 0; }
}
