# Java sketch:
#   public final class DiscardingProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String pkg = getCallingPackage();                                   // 10
#           if (pkg == null || !Auth.installed(getContext(), pkg)) {                    // 11
#               throw new SecurityException("caller not trusted");             // 12
#           }
#           return new Bundle();                                                // 14
#       }
#       // onCreate, getType, query, insert, delete, update: stubs
#   }
.class public final Lcom/example/pc/DiscardingProvider;
.super Landroid/content/ContentProvider;
.source "DiscardingProvider.java"

# true positive 609: Auth.installed asks for GET_SIGNATURES and throws the answer away
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 10
    invoke-virtual {p0}, Lcom/example/pc/DiscardingProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 11
    if-eqz v0, :deny
    invoke-virtual {p0}, Lcom/example/pc/DiscardingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1, v0}, Lcom/example/pc/Auth;->installed(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :deny
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    :deny
    .line 12
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "caller not trusted"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
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
