.class public final Lcom/la/GateProvider;
.super Lcom/la/Base;
.source "GateProvider.java"

# instance fields
.field private final paired:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 8
    invoke-direct {v2}, Lcom/la/Base;-><init>()V
    .line 9
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    iput-object v1, v2, Lcom/la/GateProvider;->paired:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 14
    new-instance v0, Lcom/la/Gates;
    invoke-virtual {v8}, Lcom/la/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    iget-object v3, v8, Lcom/la/GateProvider;->paired:Ljava/util/Set;
    invoke-direct {v0, v2, v3}, Lcom/la/Gates;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Set;)V
    move-object v5, v0
    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 16
    const-string v0, "list_tools"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L53
    invoke-virtual {v5, v6}, Lcom/la/Gates;->loose(I)Lcom/la/Caller;
    move-result-object v0
    goto :L60
:L53
    invoke-virtual {v5, v6}, Lcom/la/Gates;->strict(I)Lcom/la/Caller;
    move-result-object v0
:L60
    move-object v7, v0
    .line 17
    iget-boolean v0, v7, Lcom/la/Caller;->allowed:Z
    if-nez v0, :L82
    .line 18
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    return-object v4
:L82
    .line 21
    const-string v1, "caller"
    iget-object v2, v7, Lcom/la/Caller;->pkg:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/la/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/la/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/la/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/la/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/la/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 8
    invoke-super {v1}, Lcom/la/Base;->onCreate()Z
    move-result v0
    return v0
.end method

