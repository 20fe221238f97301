.class public final Lcom/permitpark/PermitProvider;
.super Landroid/content/ContentProvider;
.source "PermitProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPermitProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PermitProvider.kt\ncom/permitpark/PermitProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,100:1\n1#2:101\n*E\n"
.end annotation

.field public static final Companion:Lcom/permitpark/PermitProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field public static final TRUSTED_CERT:Ljava/lang/String; = "3082030d308201f5a003020102"
.field public static final TOOLS:Ljava/lang/String; = "[\"renew_permit\",\"cancel_permit\",\"permit_status\"]"

.method public constructor <init>()V
    .registers 1
    .line 19
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 23
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/permitpark/PermitProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "permits.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/permitpark/PermitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    const-string v1, "method"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-virtual/range {v16 .. v16}, Lcom/permitpark/PermitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L17
    const/4 v0, 0x0
    return-object v0
    :L17
    move-object v8, v0
    .line 29
    invoke-virtual/range {v16 .. v16}, Lcom/permitpark/PermitProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L41
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L41
    move-object v9, v0
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v10, v0
    .line 31
    move-object/from16 v0, v16
    move-object v1, v8
    move-object v2, v9
    invoke-direct/range {v0 .. v2}, Lcom/permitpark/PermitProvider;->isTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller is not a PermitPark app"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L72
    .line 32
    move-object/from16 v0, v19
    if-nez v19, :L85
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L85
    move-object v11, v0
    .line 33
    const-string v1, "negotiate"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L113
    sget-object v0, Lcom/permitpark/Sessions;->INSTANCE:Lcom/permitpark/Sessions;
    invoke-virtual {v0, v10}, Lcom/permitpark/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "\"}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L113
    .line 34
    sget-object v0, Lcom/permitpark/Sessions;->INSTANCE:Lcom/permitpark/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v10}, Lcom/permitpark/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 35
    const-string v1, "list_tools"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[\"renew_permit\",\"cancel_permit\",\"permit_status\"]"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 36
    const-string v1, "execute_tool"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L181
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L181
    .line 37
    const-string v1, "deadline_at_ms"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v12, v0
    .line 38
    const-wide/16 v2, 0x0L
    cmp-long v0, v12, v2
    if-lez v0, :L219
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v0, v0, v12
    if-lez v0, :L219
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L219
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L237
    const-string v2, "{}"
    :L237
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v14, v0
    .line 40
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v15, v0
    if-eqz v15, :L371
    invoke-virtual {v15}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_261
    goto :L371
    :L296
    const-string v1, "cancel_permit"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L347
    goto :L371
    :L309
    const-string v1, "permit_status"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L362
    goto :L371
    :L322
    const-string v1, "renew_permit"
    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L371
    .line 41
    move-object/from16 v0, v16
    move-object v1, v8
    move v2, v10
    move-object v3, v11
    move-object v4, v14
    invoke-direct/range {v0 .. v4}, Lcom/permitpark/PermitProvider;->renewPermit(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L383
    :L347
    .line 42
    move-object/from16 v0, v16
    move-object v1, v8
    move v2, v10
    move-object v3, v11
    move-object v4, v14
    invoke-direct/range {v0 .. v4}, Lcom/permitpark/PermitProvider;->cancelPermit(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L383
    :L362
    .line 43
    move-object/from16 v0, v16
    move-object v1, v14
    invoke-direct/range {v0 .. v1}, Lcom/permitpark/PermitProvider;->permitStatus(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L383
    :L371
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L383
    .line 40
    return-object v0
    :sw_261
    .sparse-switch
        0x1dd8496 -> :L309
        0x51e3ee0d -> :L322
        0x51f8f580 -> :L296
    .end sparse-switch
.end method

.method private final isTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 11
    .line 49
    invoke-virtual {v9}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/high16 v2, 0x8000000
    invoke-virtual {v0, v10, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    move-object v3, v0
    .line 50
    iget-object v0, v3, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;
    if-eqz v0, :L26
    invoke-virtual {v0}, Landroid/content/pm/SigningInfo;->getApkContentsSigners()[Landroid/content/pm/Signature;
    move-result-object v0
    if-nez v0, :L29
    :L26
    const/4 v0, 0x0
    return v0
    :L29
    move-object v4, v0
    .line 51
    const/4 v0, 0x0
    move v5, v0
    array-length v0, v4
    move v6, v0
    :L39
    if-ge v5, v6, :L74
    aget-object v0, v4, v5
    move-object v7, v0
    .line 52
    invoke-virtual {v7}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "3082030d308201f5a003020102"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L68
    const/4 v0, 0x1
    return v0
    :L68
    .line 51
    add-int/lit8 v5, v5, 0x1
    goto :L39
    :L74
    .line 54
    const/4 v0, 0x0
    return v0
.end method

.method private final renewPermit(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    .line 58
    sget-object v0, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v16
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v15
    invoke-virtual/range {v0 .. v2}, Lcom/permitpark/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L99
    .line 59
    iget-object v0, v13, Lcom/permitpark/PermitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L33
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L33
    const-string v1, "renewals"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 101
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 59
    const-string v1, "plate"
    const-string v3, "plate"
    move-object/from16 v2, v17
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 59
    .line 59
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 60
    const-string v0, "{\"renewed\":true}"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L99
    .line 62
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/permitpark/RenewActivity;
    move-object v1, v0
    move-object v2, v14
    invoke-direct/range {v1 .. v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "plate"
    const-string v3, "plate"
    move-object/from16 v2, v17
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v6, v0
    .line 63
    const/16 v1, 0xb
    const/high16 v3, 0x8000000
    const/4 v4, 0x1
    move-object v0, v14
    move-object v2, v6
    invoke-static/range {v0 .. v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 64
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm the renewal in PermitPark"
    sget-object v3, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    sget-object v4, Lcom/permitpark/Tokens;->INSTANCE:Lcom/permitpark/Tokens;
    invoke-virtual {v4}, Lcom/permitpark/Tokens;->secure()Ljava/lang/String;
    move-result-object v4
    move v5, v15
    invoke-virtual/range {v3 .. v5}, Lcom/permitpark/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v0, v1, v7, v3}, Lcom/permitpark/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelPermit(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 68
    sget-object v0, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/permitpark/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L70
    .line 69
    iget-object v0, v9, Lcom/permitpark/PermitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L33
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L33
    const-string v1, "permits"
    const-string v2, "plate = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v7, v3
    const/4 v4, 0x0
    const-string v6, "plate"
    invoke-virtual {v13, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 70
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L70
    .line 72
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/permitpark/CancelPermitActivity;
    invoke-direct {v0, v10, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v7, v0
    .line 73
    const/16 v1, 0xc
    const/high16 v3, 0x8000000
    const/4 v4, 0x0
    invoke-static {v10, v1, v7, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 74
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm the cancellation in PermitPark"
    const/4 v3, 0x0
    const/16 v4, 0x8
    const/4 v5, 0x0
    move-object v2, v8
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final permitStatus(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 78
    iget-object v0, v10, Lcom/permitpark/PermitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L16
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L16
    const-string v1, "SELECT expires FROM permits WHERE plate = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    const-string v5, "plate"
    invoke-virtual {v11, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v9, v3
    invoke-virtual {v0, v1, v9}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    .line 79
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v9, v0
    .line 80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 81
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"permits\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mode"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    new-instance v0, Ljava/io/File;
    invoke-virtual {v5}, Lcom/permitpark/PermitProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "permit.pdf"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v4, v0
    .line 86
    const/high16 v1, 0x10000000
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/permitpark/PermitProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/permitpark/PermitProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/permitpark/PermitProvider;->Companion:Lcom/permitpark/PermitProvider$Companion;
    return-void
.end method

