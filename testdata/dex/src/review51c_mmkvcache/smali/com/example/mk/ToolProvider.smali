# Java (MMKV: dropping the in-memory cache is not a side effect; the deadline is read before any write):
#   public Bundle call(String method, String arg, Bundle extras) {
#       if (!"execute_tool".equals(method)) return null;
#       MMKV kv = MMKV.defaultMMKV();
#       kv.clearMemoryCache();                       // frees memory; nothing persisted changes
#       if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) return null;  // DEADLINE_EXCEEDED
#       kv.encode("last", extras.getString("tool_name"));
#       return new Bundle();
#   }
.class public Lcom/example/mk/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :go
    const/4 v0, 0x0
    return-object v0
    :go
    invoke-static {}, Lcom/tencent/mmkv/MMKV;->defaultMMKV()Lcom/tencent/mmkv/MMKV;
    move-result-object v0
    invoke-virtual {v0}, Lcom/tencent/mmkv/MMKV;->clearMemoryCache()V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    const-string v3, "deadline_at_ms"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v3
    cmp-long v5, v1, v3
    if-lez v5, :ok
    const/4 v0, 0x0
    return-object v0
    :ok
    const-string v1, "tool_name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "last"
    invoke-virtual {v0, v2, v1}, Lcom/tencent/mmkv/MMKV;->encode(Ljava/lang/String;Ljava/lang/String;)Z
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
