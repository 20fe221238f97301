.class public final Lcom/kd/KdProvider;
.super Landroid/content/ContentProvider;
.source "App.kt"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final pay:Lcom/kd/Spec;
.field private final edit:Lcom/kd/Spec;


# direct methods
.method public constructor <init>()V
    .registers 9
    .line 22
    invoke-direct {v8}, Landroid/content/ContentProvider;-><init>()V
    .line 23
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v8, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    .line 24
    new-instance v1, Lcom/kd/Spec;
    const-string v3, "com.kd.ConfirmActivity"
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x6
    const/4 v7, 0x0
    move-object v2, v3
    move v3, v4
    move v4, v5
    move v5, v6
    move-object v6, v7
    invoke-direct/range {v1 .. v6}, Lcom/kd/Spec;-><init>(Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v1, v8, Lcom/kd/KdProvider;->pay:Lcom/kd/Spec;
    .line 25
    iget-object v1, v8, Lcom/kd/KdProvider;->pay:Lcom/kd/Spec;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x7
    const/4 v5, 0x3
    const/4 v6, 0x0
    invoke-static/range {v1 .. v6}, Lcom/kd/Spec;->copy$default(Lcom/kd/Spec;Ljava/lang/String;IIILjava/lang/Object;)Lcom/kd/Spec;
    move-result-object v1
    iput-object v1, v8, Lcom/kd/KdProvider;->edit:Lcom/kd/Spec;
    .line 22
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "method"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    if-eqz v17, :L28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    const-string v1, "execute_tool"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L36
:L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L36
    .line 29
    iget-object v0, v14, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v8
    .line 30
    invoke-virtual {v14}, Lcom/kd/KdProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v10, v0
    .line 32
    const-string v1, "tool_name"
    const-string v2, ""
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 33
    const-string v1, "pay"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L100
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v14, Lcom/kd/KdProvider;->pay:Lcom/kd/Spec;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v10, v2, v8}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Spec;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L160
:L100
    .line 34
    const-string v1, "edit"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L132
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v14, Lcom/kd/KdProvider;->edit:Lcom/kd/Spec;
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v10, v2, v8}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Spec;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L160
:L132
    .line 35
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v14, Lcom/kd/KdProvider;->pay:Lcom/kd/Spec;
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/16 v5, 0x9
    const/4 v6, 0x3
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lcom/kd/Spec;->copy$default(Lcom/kd/Spec;Ljava/lang/String;IIILjava/lang/Object;)Lcom/kd/Spec;
    move-result-object v2
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v10, v2, v8}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Spec;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
:L160
    .line 32
    move-object v12, v0
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v9, v0
    move-object v11, v9
    const/4 v13, 0x0
    .line 38
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    const-string v1, "resolution"
    move-object v2, v12
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 40
    const-string v1, "resume_token"
    invoke-virtual {v11, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    nop
    .line 37
    .line 37
    return-object v9
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    const/4 v0, 0x0
    return v0
.end method

