.class public final Lcom/pantrypal/PickupProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


.field public static final c:La/t;
.field private final a:Lkotlinx/coroutines/sync/Mutex;
.field private static final TAG:Ljava/lang/String; = "PickupProvider"
.field public static final ACTION_CONFIRM_PICKUP:Ljava/lang/String; = "com.pantrypal.action.CONFIRM_PICKUP"
.field private static final b:Ljava/util/Set;
.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"pickups-4\",\"tools\":[\"book_pickup\",\"cancel_pickup\",\"pickup_status\",\"household_summary\",\"find_household\",\"household_slots\",\"export_pickups\"]}"

.method public constructor <init>()V
    .registers 4
    .line 25
    invoke-direct {v3}, Landroid/content/ContentProvider;-><init>()V
    .line 26
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v3, Lcom/pantrypal/PickupProvider;->a:Lkotlinx/coroutines/sync/Mutex;
    .line 25
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 28
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 32
    invoke-virtual {v15}, Lcom/pantrypal/PickupProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v8, v0
    .line 33
    invoke-virtual {v8}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v9, v0
    .line 34
    if-eqz v9, :L69
    sget-object v0, Lcom/pantrypal/PickupProvider;->b:Ljava/util/Set;
    invoke-interface {v0, v9}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a partner app"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 35
    move-object/from16 v0, v18
    if-nez v18, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v10, v0
    .line 36
    const-string v1, "negotiate"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, La/b;->a:La/b;
    invoke-virtual {v0, v7}, La/b;->c(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 37
    sget-object v0, La/b;->a:La/b;
    const-string v2, "session_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, La/b;->d(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 38
    const-string v1, "list_tools"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "{\"revision\":\"pickups-4\",\"tools\":[\"book_pickup\",\"cancel_pickup\",\"pickup_status\",\"household_summary\",\"find_household\",\"household_slots\",\"export_pickups\"]}"
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 39
    const-string v1, "execute_tool"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 40
    const-string v1, "deadline_at_ms"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L198
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L198
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L216
    const-string v2, "{}"
    :L216
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v11, v0
    .line 42
    new-instance v0, La/d;
    invoke-direct {v0, v8}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v12, v0
    :t_235
    .line 43
    nop
    .line 44
    const-string v1, "tool_name"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v13, v0
    if-eqz v13, :L541
    invoke-virtual {v13}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_255
    goto :L541
    :L320
    const-string v1, "book_pickup"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L411
    goto :L541
    :L333
    const-string v1, "find_household"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L476
    goto :L541
    :L346
    const-string v1, "household_summary"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L460
    goto :L541
    :L359
    const-string v1, "cancel_pickup"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L431
    goto :L541
    :L372
    const-string v1, "export_pickups"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L530
    goto :L541
    :L385
    const-string v1, "pickup_status"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L446
    goto :L541
    :L398
    const-string v1, "household_slots"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L503
    goto :L541
    :L411
    .line 45
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v15, v8, v12, v7, v11}, Lcom/pantrypal/PickupProvider;->a(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L431
    .line 46
    invoke-direct {v15, v8, v7, v10, v11}, Lcom/pantrypal/PickupProvider;->b(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L446
    .line 47
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v15, v12}, Lcom/pantrypal/PickupProvider;->c(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L460
    .line 48
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v15, v12, v7}, Lcom/pantrypal/PickupProvider;->d(Landroid/database/sqlite/SQLiteDatabase;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L476
    .line 49
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "household"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v15, v12, v2}, Lcom/pantrypal/PickupProvider;->f(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L503
    .line 50
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "household"
    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v15, v12, v2}, Lcom/pantrypal/PickupProvider;->g(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L530
    .line 51
    invoke-direct {v15, v8, v7}, Lcom/pantrypal/PickupProvider;->h(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L548
    :L541
    .line 52
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L548
    move-object v13, v0
    :t_550
    goto :L579
    :L553
    .line 54
    move-exception v0
    move-object v14, v0
    .line 55
    const-string v0, "PickupProvider"
    const-string v1, "pickup tool failed"
    check-cast v14, Ljava/lang/Throwable;
    invoke-static {v0, v1, v14}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 56
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "pickups are unavailable"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v13, v0
    :L579
    .line 43
    return-object v13
    .catch Ljava/lang/Exception; {:t_235 .. :t_550} :L553
    :sw_255
    .sparse-switch
        -0x2da4c0eb -> :L385
        -0x441d4ba -> :L346
        0x6b36492 -> :L320
        0x2eae08d9 -> :L333
        0x38a00bec -> :L372
        0x522a7be1 -> :L359
        0x524b41d5 -> :L398
    .end sparse-switch
.end method

.method private final a(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 60
    const/4 v0, 0x0
    new-instance v1, La/n;
    const/4 v8, 0x0
    move-object v2, v1
    move-object v3, v9
    move-object v4, v13
    move-object v5, v11
    move-object v6, v10
    move v7, v12
    invoke-direct/range {v2 .. v8}, La/n;-><init>(Lcom/pantrypal/PickupProvider;Lorg/json/JSONObject;Landroid/database/sqlite/SQLiteDatabase;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    .line 74
    return-object v0
.end method

.method private final b(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    .line 77
    const-string v1, "calling_package"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 78
    if-eqz v7, :L35
    invoke-virtual {v12}, Lcom/pantrypal/PickupProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L35
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller mismatch"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L35
    .line 79
    sget-object v0, La/b;->a:La/b;
    const-string v2, "resume_token"
    move-object v1, v15
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "cancel_pickup"
    move v2, v14
    invoke-virtual/range {v0 .. v3}, La/b;->f(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L144
    .line 80
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.pantrypal.action.CONFIRM_PICKUP"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v9, v0
    move-object v10, v9
    const/4 v0, 0x0
    move v11, v0
    .line 81
    const-class v2, Lcom/pantrypal/ConfirmPickupActivity;
    invoke-virtual {v10, v13, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    move-result-object v0
    .line 82
    const-string v1, "pickup_id"
    const-string v3, "pickup_id"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {v10, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v0
    .line 83
    nop
    .line 80
    .line 80
    move-object v8, v9
    .line 84
    const/16 v1, 0x16
    const/high16 v3, 0x8000000
    const/4 v4, 0x0
    invoke-static {v13, v1, v8, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v9, v0
    .line 85
    sget-object v1, La/b;->a:La/b;
    sget-object v2, La/b;->a:La/b;
    invoke-virtual {v2}, La/b;->a()Ljava/lang/String;
    move-result-object v2
    const-string v4, "cancel_pickup"
    move v3, v14
    invoke-virtual/range {v1 .. v4}, La/b;->e(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v9, v1}, La/a;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 87
    new-instance v0, La/d;
    invoke-direct {v0, v13}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "pickups"
    const-string v2, "_id = ? AND uid = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    const-string v6, "pickup_id"
    move-object/from16 v5, v16
    invoke-virtual/range {v5 .. v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v5
    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    const/4 v4, 0x1
    invoke-static/range {v14 .. v14}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 88
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final c(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 7
    .line 91
    const/4 v0, 0x0
    new-instance v1, La/o;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v6, v4}, La/o;-><init>(Lcom/pantrypal/PickupProvider;Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    .line 94
    return-object v0
.end method

.method private final d(Landroid/database/sqlite/SQLiteDatabase;I)Landroid/os/Bundle;
    .registers 8
    .line 96
    const/4 v0, 0x0
    new-instance v1, La/q;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v6, v7, v4}, La/q;-><init>(Lcom/pantrypal/PickupProvider;Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    .line 99
    return-object v0
.end method

.method public final e(Landroid/database/sqlite/SQLiteDatabase;I)I
    .registers 12
    .line 102
    const-string v1, "SELECT COUNT(*) FROM pickups WHERE uid = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v10, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_27
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    const/4 v0, 0x0
    move v8, v0
    .line 103
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L59
    const/4 v1, 0x0
    invoke-interface {v7, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    long-to-int v0, v0
    goto :L60
    :L59
    const/4 v0, 0x0
    :L60
    .line 102
    move v7, v0
    :t_62
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v7
    goto :L93
    :t_73
    :L73
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_82
    :L82
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L93
    .line 104
    return v0
    .catch Ljava/lang/Throwable; {:t_27 .. :t_62} :L73
    .catchall {:t_27 .. :t_62} :L82
    .catchall {:t_73 .. :t_82} :L82
.end method

.method private final f(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 13
    .line 107
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT slot FROM pickups WHERE household = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    .line 110
    const/4 v2, 0x0
    invoke-virtual {v11, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_18
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    .line 110
    const/4 v0, 0x0
    move v9, v0
    .line 110
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L50
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L51
    :L50
    const/4 v0, 0x0
    :L51
    .line 110
    move-object v8, v0
    :t_53
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L86
    :t_65
    :L65
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_74
    :L74
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L86
    .line 110
    move-object v5, v0
    .line 111
    move-object v0, v5
    if-nez v5, :L96
    const-string v0, ""
    :L96
    invoke-static {v0}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"slot\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_18 .. :t_53} :L65
    .catchall {:t_18 .. :t_53} :L74
    .catchall {:t_65 .. :t_74} :L74
.end method

.method private final g(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .line 115
    const-string v1, "SELECT slot FROM pickups WHERE household = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v7, v2
    const/4 v3, 0x0
    aput-object v13, v7, v3
    invoke-virtual {v12, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    const/4 v0, 0x0
    move-object v8, v0
    :t_28
    nop
    check-cast v7, Landroid/database/Cursor;
    move-object v9, v7
    .line 115
    const/4 v0, 0x0
    move v10, v0
    .line 115
    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 115
    move v9, v0
    :t_48
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v9
    goto :L81
    :t_60
    :L60
    move-exception v0
    move-object v10, v0
    move-object v8, v10
    throw v10
    :t_69
    :L69
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
    :L81
    .line 115
    move v6, v0
    .line 116
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"slots\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_28 .. :t_48} :L60
    .catchall {:t_28 .. :t_48} :L69
    .catchall {:t_60 .. :t_69} :L69
.end method

.method private final h(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 11
    .line 120
    new-instance v0, Ljava/io/File;
    invoke-virtual {v9}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "pickups-"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ".csv"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 121
    const-string v1, "household,slot\n"
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v7, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 122
    const/high16 v1, 0x10000000
    invoke-static {v7, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, La/a;->d(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 125
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 127
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 129
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, La/t;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, La/t;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pantrypal/PickupProvider;->c:La/t;
    .line 134
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "org.pantrypal.partner"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "org.foodbank.dispatch"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/pantrypal/PickupProvider;->b:Ljava/util/Set;
    return-void
.end method

