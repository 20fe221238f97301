.class public final Lcom/pt/BackupProvider;
.super Lcom/pt/Base;
.source "BackupProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/pt/Base;-><init>()V
    return-void
.end method

.method private runBackup(Ljava/lang/String;)V
    .registers 7
    .line 34
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 35
    invoke-virtual {v5}, Lcom/pt/BackupProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "backups"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    int-to-long v2, v4
    invoke-interface {v0, v6, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 36
    return-void
.end method

.method public static synthetic lambda$call$0()V
    .registers 1
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/pt/Meter;->hit(I)V
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 10
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 12
    invoke-static {v5}, Lcom/pt/Grants;->allowed(I)Z
    move-result v0
    if-nez v0, :L34
    .line 13
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    return-object v3
:L34
    .line 16
    const-string v0, "get_provider_info"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L65
    .line 18
    const-string v0, "info"
    sget-object v1, Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/pt/BackupProvider$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lcom/pt/Timing;->timed(Ljava/lang/String;Ljava/lang/Runnable;)V
    .line 19
    const-string v1, "provider_id"
    const-string v2, "com.pt.backup"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v3
:L65
    .line 22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L105
    .line 23
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v4
    .line 25
    new-instance v0, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, v6, v4}, Lcom/pt/BackupProvider$$ExternalSyntheticLambda1;-><init>(Lcom/pt/BackupProvider;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/pt/Background;->submit(Ljava/lang/Runnable;)V
    .line 26
    const-string v1, "operation_id"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v3
:L105
    .line 29
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v3
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/pt/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/pt/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/pt/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/pt/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/pt/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 7
    invoke-super {v1}, Lcom/pt/Base;->onCreate()Z
    move-result v0
    return v0
.end method

.method public synthetic lambda$call$1(Ljava/lang/String;)V
    .registers 3
    .line 25
    invoke-direct {v1, v2}, Lcom/pt/BackupProvider;->runBackup(Ljava/lang/String;)V
    return-void
.end method

