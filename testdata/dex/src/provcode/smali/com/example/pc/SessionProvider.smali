# Java sketch:
#   public final class SessionProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String token = extras == null ? null : extras.getString("session_token");  // 10
#           if (token == null) return null;                                            // 11
#           if ("execute_tool".equals(method)) return Store.list(getContext());        // 12
#           return null;                                                              // 13
#       }
#       // onCreate, getType, query, insert, delete, update: stubs
#   }
.class public final Lcom/example/pc/SessionProvider;
.super Landroid/content/ContentProvider;
.source "SessionProvider.java"

# near miss CETP625: the session token is read before v2 methods are served
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 10
    const/4 v0, 0x0
    if-nez p3, :has_extras
    move-object p2, v0
    goto :got
    :has_extras
    const-string p2, "session_token"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    :got
    .line 11
    if-nez p2, :cond_0
    return-object v0
    :cond_0
    .line 12
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    invoke-virtual {p0}, Lcom/example/pc/SessionProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/pc/Store;->list(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_1
    .line 13
    return-object v0
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
