.class public final Lcom/tb/kt/KtProvider;
.super Landroid/content/ContentProvider;
.source "Kt.kt"

# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 28
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 29
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/tb/kt/KtProvider;->random:Ljava/security/SecureRandom;
    .line 28
    return-void
.end method

.method private final ask(Landroid/content/Context;Lcom/tb/kt/Kind;)Landroid/os/Bundle;
    .registers 14
    .line 44
    iget-object v0, v11, Lcom/tb/kt/KtProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v7
    .line 45
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.tb.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.tb"
    const-string v2, "com.tb.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v9
    .line 46
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    move-object v6, v8
    const/4 v10, 0x0
    .line 47
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    const-string v1, "resolution"
    const/4 v3, 0x2
    sget-object v5, Lcom/tb/kt/Tables;->INSTANCE:Lcom/tb/kt/Tables;
    invoke-virtual {v5, v13}, Lcom/tb/kt/Tables;->flags(Lcom/tb/kt/Kind;)I
    move-result v5
    invoke-static {v12, v3, v9, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 49
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    nop
    .line 46
    .line 46
    return-object v8
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 30
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    if-eqz v15, :L28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L36
:L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L36
    .line 33
    invoke-virtual {v12}, Lcom/tb/kt/KtProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v10
    .line 34
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v15, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    if-eqz v7, :L300
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_69
    goto :L300
:L112
    const-string v1, "export_sheet"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L164
    goto :L300
:L125
    const-string v1, "retitle"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L264
    goto :L300
:L138
    const-string v1, "export_list"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L214
    goto :L300
:L151
    const-string v1, "purge"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L282
    goto :L300
:L164
    .line 35
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    move-object v9, v8
    .line 60
    const/4 v11, 0x0
    .line 35
    const-string v1, "result_fd"
    sget-object v2, Lcom/tb/kt/Tables;->INSTANCE:Lcom/tb/kt/Tables;
    new-instance v3, Ljava/io/File;
    const-string v6, "sheet.csv"
    invoke-direct {v3, v10, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const-string v4, "shared"
    invoke-virtual {v2, v3, v4}, Lcom/tb/kt/Tables;->open(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 35
    move-object v0, v8
    goto :L307
:L214
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    move-object v9, v8
    .line 60
    const/4 v11, 0x0
    .line 36
    const-string v1, "result_fd"
    sget-object v2, Lcom/tb/kt/Tables;->INSTANCE:Lcom/tb/kt/Tables;
    new-instance v3, Ljava/io/File;
    const-string v6, "list.csv"
    invoke-direct {v3, v10, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const-string v4, "read"
    invoke-virtual {v2, v3, v4}, Lcom/tb/kt/Tables;->open(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 36
    move-object v0, v8
    goto :L307
:L264
    .line 37
    invoke-virtual {v12}, Lcom/tb/kt/KtProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v2, Lcom/tb/kt/Kind;->REFRESH:Lcom/tb/kt/Kind;
    invoke-direct {v12, v1, v2}, Lcom/tb/kt/KtProvider;->ask(Landroid/content/Context;Lcom/tb/kt/Kind;)Landroid/os/Bundle;
    move-result-object v0
    goto :L307
:L282
    .line 38
    invoke-virtual {v12}, Lcom/tb/kt/KtProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v2, Lcom/tb/kt/Kind;->LOCKED:Lcom/tb/kt/Kind;
    invoke-direct {v12, v1, v2}, Lcom/tb/kt/KtProvider;->ask(Landroid/content/Context;Lcom/tb/kt/Kind;)Landroid/os/Bundle;
    move-result-object v0
    goto :L307
:L300
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L307
    .line 34
    return-object v0
:sw_69
    .sparse-switch
        -0x7cdf79b7 -> :L138
        -0x1eadc2ec -> :L112
        0x66130ab -> :L151
        0x4173fc05 -> :L125
    .end sparse-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const/4 v0, 0x0
    return v0
.end method

