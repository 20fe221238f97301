.class public final Lcom/permitpark/VisitorProvider;
.super Landroid/content/ContentProvider;
.source "VisitorProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nVisitorProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 VisitorProvider.kt\ncom/permitpark/VisitorProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,93:1\n1#2:94\n*E\n"
.end annotation

.field public static final Companion:Lcom/permitpark/VisitorProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final RESIDENT_APPS:Ljava/util/Set;
.field public static final TRUSTED_CERT:Ljava/lang/String; = "3082030d308201f5a003020102"
.field public static final TOOLS:Ljava/lang/String; = "[\"add_visitor\",\"revoke_visitor\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 21
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/permitpark/VisitorProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "visitors.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/permitpark/VisitorProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "method"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v8, v0
    .line 27
    invoke-virtual {v13}, Lcom/permitpark/VisitorProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v9, v0
    .line 28
    invoke-virtual {v9}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L48
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L62
    :L48
    .line 29
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L62
    .line 28
    move-object v10, v0
    .line 30
    invoke-direct {v13, v9, v10}, Lcom/permitpark/VisitorProvider;->isTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L88
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller is not a PermitPark app"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L88
    .line 31
    move-object/from16 v0, v16
    if-nez v16, :L101
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L101
    move-object v11, v0
    .line 32
    move-object v12, v14
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_111
    goto :L223
    :L144
    const-string v1, "negotiate"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L183
    goto :L223
    :L157
    const-string v1, "list_tools"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L202
    goto :L223
    :L170
    const-string v1, "execute_tool"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L210
    goto :L223
    :L183
    .line 33
    sget-object v0, Lcom/permitpark/Sessions;->INSTANCE:Lcom/permitpark/Sessions;
    invoke-virtual {v0, v8}, Lcom/permitpark/Sessions;->open(I)Ljava/lang/String;
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
    goto :L235
    :L202
    .line 34
    const-string v0, "[\"add_visitor\",\"revoke_visitor\"]"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L235
    :L210
    .line 35
    invoke-direct {v13, v9, v8, v11}, Lcom/permitpark/VisitorProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L235
    :L223
    .line 36
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L235
    .line 32
    return-object v0
    :sw_111
    .sparse-switch
        -0x503e73de -> :L170
        -0x4221f982 -> :L144
        0x2a3a6efa -> :L157
    .end sparse-switch
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L17
    const-string v2, "{}"
    :L17
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 42
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 43
    const-string v1, "add_visitor"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L52
    invoke-direct {v8, v9, v10, v11, v6}, Lcom/permitpark/VisitorProvider;->addVisitor(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L86
    :L52
    .line 44
    const-string v1, "revoke_visitor"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L74
    invoke-direct {v8, v9, v10, v11, v6}, Lcom/permitpark/VisitorProvider;->revokeVisitor(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L86
    :L74
    .line 45
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L86
    .line 42
    return-object v0
.end method

.method private final isTrusted(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 7
    .line 51
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const/16 v2, 0x40
    invoke-virtual {v0, v6, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v0
    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    move-object v3, v0
    .line 52
    if-eqz v3, :L42
    array-length v0, v3
    const/4 v1, 0x1
    if-ne v0, v1, :L42
    const/4 v1, 0x0
    aget-object v0, v3, v1
    invoke-virtual {v0}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "3082030d308201f5a003020102"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L42
    const/4 v0, 0x1
    goto :L43
    :L42
    const/4 v0, 0x0
    :L43
    return v0
.end method

.method private final addVisitor(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    .line 56
    sget-object v0, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v16
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v15
    invoke-virtual/range {v0 .. v2}, Lcom/permitpark/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L94
    .line 57
    iget-object v0, v13, Lcom/permitpark/VisitorProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L31
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L31
    const-string v1, "visitors"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 94
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 57
    const-string v1, "plate"
    const-string v3, "plate"
    move-object/from16 v2, v17
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 57
    .line 57
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 58
    const-string v0, "{\"added\":true}"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L94
    .line 60
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/permitpark/VisitorPassActivity;
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
    .line 61
    const/16 v1, 0x15
    const/4 v3, 0x0
    const/4 v4, 0x0
    move-object v0, v14
    move-object v2, v6
    invoke-static/range {v0 .. v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 62
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "approve the visitor pass in PermitPark"
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

.method private final revokeVisitor(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 66
    sget-object v0, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/permitpark/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L95
    .line 67
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    invoke-virtual {v12, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L45
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xc
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/permitpark/RepliesKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L45
    .line 68
    iget-object v0, v9, Lcom/permitpark/VisitorProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L60
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L60
    const-string v1, "visitors"
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
    .line 69
    const-string v0, "{\"revoked\":true}"
    invoke-static {v0}, Lcom/permitpark/RepliesKt;->okReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L95
    .line 71
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/permitpark/RevokeVisitorActivity;
    invoke-direct {v0, v10, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v7, v0
    .line 72
    const/16 v1, 0x16
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-static {v10, v1, v7, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 73
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm the revocation in PermitPark"
    sget-object v3, Lcom/permitpark/ResumeBook;->INSTANCE:Lcom/permitpark/ResumeBook;
    sget-object v4, Lcom/permitpark/Tokens;->INSTANCE:Lcom/permitpark/Tokens;
    invoke-virtual {v4}, Lcom/permitpark/Tokens;->secure()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4, v11}, Lcom/permitpark/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-static {v0, v1, v8, v3}, Lcom/permitpark/RepliesKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 16
    const-string v1, "u"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    invoke-virtual {v10}, Lcom/permitpark/VisitorProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 78
    if-eqz v8, :L31
    sget-object v0, Lcom/permitpark/VisitorProvider;->RESIDENT_APPS:Ljava/util/Set;
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L33
    :L31
    const/4 v0, 0x0
    return-object v0
    :L33
    .line 79
    iget-object v0, v10, Lcom/permitpark/VisitorProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L48
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L48
    const-string v1, "visitors"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    const-string v4, "plate"
    aput-object v4, v9, v3
    const/4 v3, 0x1
    const-string v4, "until"
    aput-object v4, v9, v3
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v2, v9
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getRESIDENT_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 17
    sget-object v0, Lcom/permitpark/VisitorProvider;->RESIDENT_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/permitpark/VisitorProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/permitpark/VisitorProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/permitpark/VisitorProvider;->Companion:Lcom/permitpark/VisitorProvider$Companion;
    .line 88
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.permitpark"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.permitpark.wear"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/permitpark/VisitorProvider;->RESIDENT_APPS:Ljava/util/Set;
    return-void
.end method

