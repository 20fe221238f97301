# Java sketch:
#   public final class PlainProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if ("list_tools".equals(method)) return Store.list(getContext());    // 10
#           if ("execute_tool".equals(method)) return Store.list(getContext());  // 11
#           return null;                                                        // 12
#       }
#       // onCreate, getType, query, insert, delete, update: stubs
#   }
.class public final Lcom/example/pc/PlainProvider;
.super Landroid/content/ContentProvider;
.source "PlainProvider.java"

# true positive 625: list_tools and execute_tool are served, session_token is never read
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 10
    const-string v0, "list_tools"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :serve
    .line 11
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :serve
    .line 12
    const/4 p1, 0x0
    return-object p1
    :serve
    invoke-virtual {p0}, Lcom/example/pc/PlainProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/pc/Store;->list(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

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

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0x0
    return v0
.end method
