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
    .registers 14
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v9, v0
    .line 14
    new-instance v0, Lcom/la/Gates;
    invoke-virtual {v10}, Lcom/la/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    iget-object v3, v10, Lcom/la/GateProvider;->paired:Ljava/util/Set;
    invoke-direct {v0, v2, v3}, Lcom/la/Gates;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Set;)V
    move-object v5, v0
    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 17
    move-object v7, v11
    const/4 v8, -0x1
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    packed-switch v0, :sw_45
    goto :L137
:L76
    const-string v1, "a"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    const/4 v8, 0x0
    goto :L137
:L92
    const-string v1, "b"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    const/4 v8, 0x1
    goto :L137
:L108
    const-string v1, "c"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    const/4 v8, 0x2
    goto :L137
:L124
    const-string v1, "d"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L137
    const/4 v8, 0x3
:L137
    packed-switch v8, :sw_139
    goto :L216
:L168
    .line 18
    invoke-virtual {v5, v6}, Lcom/la/Gates;->ownLen(I)Lcom/la/Caller;
    move-result-object v4
    goto :L225
:L180
    .line 19
    invoke-virtual {v5, v6}, Lcom/la/Gates;->twoOk(I)Lcom/la/Caller;
    move-result-object v4
    goto :L225
:L192
    .line 20
    invoke-virtual {v5, v6}, Lcom/la/Gates;->logOnly(I)Lcom/la/Caller;
    move-result-object v4
    goto :L225
:L204
    .line 21
    invoke-virtual {v5, v6}, Lcom/la/Gates;->wordy(I)Lcom/la/Caller;
    move-result-object v4
    goto :L225
:L216
    .line 22
    invoke-virtual {v5, v6}, Lcom/la/Gates;->exactOne(I)Lcom/la/Caller;
    move-result-object v4
:L225
    .line 24
    iget-boolean v0, v4, Lcom/la/Caller;->allowed:Z
    if-nez v0, :L245
    .line 25
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    return-object v9
:L245
    .line 28
    const-string v1, "caller"
    iget-object v2, v4, Lcom/la/Caller;->pkg:Ljava/lang/String;
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v9
:sw_45
    .packed-switch 0x61
        :L76
        :L92
        :L108
        :L124
    .end packed-switch
:sw_139
    .packed-switch 0x0
        :L168
        :L180
        :L192
        :L204
    .end packed-switch
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

