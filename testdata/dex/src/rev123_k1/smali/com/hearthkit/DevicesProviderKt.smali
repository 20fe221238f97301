.class public final Lcom/hearthkit/DevicesProviderKt;
.super Ljava/lang/Object;
.source "DevicesProvider.kt"

# direct methods
.method public static final hubBase(Landroid/content/Context;)Ljava/lang/String;
    .registers 4
    .line 143
    move-object v0, p0
    if-eqz p0, :L27
    const-string v1, "hub"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    if-eqz v0, :L27
    const-string v1, "base_url"
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L30
:L27
    const-string v0, "http://hearthhub.local:8080"
:L30
    return-object v0
.end method
