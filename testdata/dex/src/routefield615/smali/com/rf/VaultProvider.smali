.class public final Lcom/rf/VaultProvider;
.super Lcom/rf/Base;
.source "VaultProvider.java"

# static fields
.field static final ACTION_CONFIRM:Ljava/lang/String; = "com.rf.action.CONFIRM"
.field static final VAULT_PACKAGE:Ljava/lang/String; = "com.rf.vault"
.field static final VAULT_CONFIRM:Ljava/lang/String; = "com.rf.vault.ui.ConfirmPurgeActivity"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Lcom/rf/Base;-><init>()V
    return-void
.end method

.method private confirm(Ljava/lang/String;Lcom/rf/Route;)Landroid/os/Bundle;
    .registers 8
    .line 33
    invoke-static {}, Lcom/rf/Replies;->token()Ljava/lang/String;
    move-result-object v4
    .line 34
    invoke-static {v6}, Lcom/rf/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 35
    const-string v1, "resolution"
    invoke-direct {v5, v7, v4}, Lcom/rf/VaultProvider;->resolution(Lcom/rf/Route;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 36
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    return-object v3
.end method

.method private resolution(Lcom/rf/Route;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8
    .line 42
    instance-of v0, v6, Lcom/rf/Route$ByAction;
    if-eqz v0, :L37
    .line 43
    new-instance v0, Landroid/content/Intent;
    move-object v2, v6
    check-cast v2, Lcom/rf/Route$ByAction;
    iget-object v2, v2, Lcom/rf/Route$ByAction;->action:Ljava/lang/String;
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5}, Lcom/rf/VaultProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/rf/ConfirmActivity;
    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    goto :L55
:L37
    .line 45
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    move-object v1, v6
    check-cast v1, Lcom/rf/Route$ByComponent;
    iget-object v1, v1, Lcom/rf/Route$ByComponent;->component:Landroid/content/ComponentName;
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
:L55
    .line 47
    const-string v1, "com.rf.extra.TICKET"
    invoke-virtual {v4, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 48
    invoke-virtual {v5}, Lcom/rf/VaultProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v1
    const/high16 v3, 0xc000000
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v14, :L15
:L13
    .line 19
    const/4 v0, 0x0
    return-object v0
:L15
    .line 21
    const-string v1, "request_id"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 22
    const-string v1, "tool_name"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v8
    const/4 v9, -0x1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_42
    goto :L97
:L68
    const-string v1, "replace"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L97
    const/4 v9, 0x0
    goto :L97
:L84
    const-string v1, "purge"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L97
    const/4 v9, 0x1
:L97
    sparse-switch v9, :sw_99
    goto :L165
:L124
    .line 24
    new-instance v2, Lcom/rf/Route$ByAction;
    const-string v4, "com.rf.action.CONFIRM"
    invoke-direct {v2, v4}, Lcom/rf/Route$ByAction;-><init>(Ljava/lang/String;)V
    invoke-direct {v11, v10, v2}, Lcom/rf/VaultProvider;->confirm(Ljava/lang/String;Lcom/rf/Route;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L140
    .line 26
    new-instance v2, Lcom/rf/Route$ByComponent;
    new-instance v4, Landroid/content/ComponentName;
    const-string v6, "com.rf.vault"
    const-string v7, "com.rf.vault.ui.ConfirmPurgeActivity"
    invoke-direct {v4, v6, v7}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-direct {v2, v4}, Lcom/rf/Route$ByComponent;-><init>(Landroid/content/ComponentName;)V
    invoke-direct {v11, v10, v2}, Lcom/rf/VaultProvider;->confirm(Ljava/lang/String;Lcom/rf/Route;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L165
    .line 28
    const/4 v0, 0x0
    return-object v0
:sw_42
    .sparse-switch
        0x66130ab -> :L84
        0x413cb2b4 -> :L68
    .end sparse-switch
:sw_99
    .sparse-switch
        0x0 -> :L124
        0x1 -> :L140
    .end sparse-switch
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 10
    invoke-super {v1, v2, v3, v4, v5}, Lcom/rf/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 10
    invoke-super {v1, v2, v3, v4}, Lcom/rf/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 10
    invoke-super {v1, v2, v3}, Lcom/rf/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 10
    invoke-super {v1, v2}, Lcom/rf/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 10
    invoke-super/range {v1 .. v6}, Lcom/rf/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 10
    invoke-super {v1}, Lcom/rf/Base;->onCreate()Z
    move-result v0
    return v0
.end method

