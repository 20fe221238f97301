.class public final Lcom/lockerloop/PickupProvider;
.super Landroid/content/ContentProvider;
.source "PickupProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPickupProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PickupProvider.kt\ncom/lockerloop/PickupProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,102:1\n1#2:103\n*E\n"
.end annotation

.field public static final Companion:Lcom/lockerloop/PickupProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final CAMPUS_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[{\"name\":\"cancel_pickup\"},{\"name\":\"release_slot\"},{\"name\":\"claim_parcel\"},{\"name\":\"my_parcels\"},{\"name\":\"find_parcel\"},{\"name\":\"parcels_at\"}]"

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 18
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/lockerloop/PickupProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "lockers.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 24
    invoke-virtual {v11}, Lcom/lockerloop/PickupProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v6, v0
    .line 25
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v7, v0
    .line 26
    if-eqz v7, :L69
    sget-object v0, Lcom/lockerloop/PickupProvider;->CAMPUS_APPS:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a campus app"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 27
    move-object v0, v14
    if-nez v14, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v8, v0
    .line 28
    const-string v1, "negotiate"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/lockerloop/Sessions;->INSTANCE:Lcom/lockerloop/Sessions;
    invoke-virtual {v0, v5}, Lcom/lockerloop/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 29
    sget-object v0, Lcom/lockerloop/Sessions;->INSTANCE:Lcom/lockerloop/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/lockerloop/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 30
    const-string v1, "list_tools"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[{\"name\":\"cancel_pickup\"},{\"name\":\"release_slot\"},{\"name\":\"claim_parcel\"},{\"name\":\"my_parcels\"},{\"name\":\"find_parcel\"},{\"name\":\"parcels_at\"}]"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 32
    const-string v1, "args"
    const-class v2, Lcom/lockerloop/PickupArgs;
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lockerloop/PickupArgs;
    if-nez v0, :L201
    const-string v0, "INVALID_ARGUMENTS"
    const-string v1, "args missing"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L201
    move-object v9, v0
    .line 33
    invoke-static {v8}, Lcom/lockerloop/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    if-eqz v10, :L426
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_220
    goto :L426
    :L280
    const-string v1, "claim_parcel"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L386
    goto :L426
    :L293
    const-string v1, "my_parcels"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L397
    goto :L426
    :L306
    const-string v1, "parcels_at"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L417
    goto :L426
    :L319
    const-string v1, "find_parcel"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L408
    goto :L426
    :L332
    const-string v1, "cancel_pickup"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L358
    goto :L426
    :L345
    const-string v1, "release_slot"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L371
    goto :L426
    :L358
    .line 34
    invoke-direct {v11, v6, v5, v9}, Lcom/lockerloop/PickupProvider;->cancelPickup(Landroid/content/Context;ILcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L371
    .line 35
    invoke-direct {v11, v6, v5, v8, v9}, Lcom/lockerloop/PickupProvider;->releaseSlot(Landroid/content/Context;ILandroid/os/Bundle;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L386
    .line 36
    invoke-direct {v11, v7, v9}, Lcom/lockerloop/PickupProvider;->claimParcel(Ljava/lang/String;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L397
    .line 37
    invoke-direct {v11, v7, v9}, Lcom/lockerloop/PickupProvider;->myParcels(Ljava/lang/String;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L408
    .line 38
    invoke-direct {v11, v8}, Lcom/lockerloop/PickupProvider;->findParcel(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L417
    .line 39
    invoke-direct {v11, v8}, Lcom/lockerloop/PickupProvider;->parcelsAt(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L433
    :L426
    .line 40
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L433
    .line 33
    return-object v0
    :sw_220
    .sparse-switch
        -0x752598ca -> :L345
        -0x34f12694 -> :L280
        0x34b6d54f -> :L319
        0x522a7be1 -> :L332
        0x74e249f7 -> :L293
        0x77df8b08 -> :L306
    .end sparse-switch
.end method

.method private final cancelPickup(Landroid/content/Context;ILcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    .registers 11
    .line 45
    invoke-virtual {v10}, Lcom/lockerloop/PickupArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :L39
    .line 46
    const-class v1, Lcom/lockerloop/CancelPickupActivity;
    const/high16 v2, 0x4000000
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    move-object v0, v8
    invoke-static/range {v0 .. v5}, Lcom/lockerloop/ResolutionsKt;->lockerIntent$default(Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 47
    sget-object v1, Lcom/lockerloop/ResumeBook;->INSTANCE:Lcom/lockerloop/ResumeBook;
    sget-object v2, Lcom/lockerloop/Tokens;->INSTANCE:Lcom/lockerloop/Tokens;
    invoke-virtual {v2}, Lcom/lockerloop/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v9}, Lcom/lockerloop/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/lockerloop/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L39
    .line 49
    iget-object v0, v7, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L55
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L55
    const-string v1, "pickups"
    const-string v2, "locker = ? AND slot = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-virtual {v10}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    const/4 v4, 0x1
    invoke-virtual {v10}, Lcom/lockerloop/PickupArgs;->getSlot()I
    move-result v5
    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 50
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final releaseSlot(Landroid/content/Context;ILandroid/os/Bundle;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    .registers 12
    .line 54
    sget-object v0, Lcom/lockerloop/ResumeBook;->INSTANCE:Lcom/lockerloop/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v9}, Lcom/lockerloop/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L79
    .line 55
    iget-object v0, v7, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L33
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L33
    const-string v1, "slots"
    const-string v2, "locker = ? AND slot = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-virtual {v11}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    const/4 v4, 0x1
    invoke-virtual {v11}, Lcom/lockerloop/PickupArgs;->getSlot()I
    move-result v5
    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 56
    const-string v0, "{\"released\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L79
    .line 58
    const-class v1, Lcom/lockerloop/ReleaseSlotActivity;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    move-object v0, v8
    invoke-static/range {v0 .. v5}, Lcom/lockerloop/ResolutionsKt;->lockerIntent$default(Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 59
    sget-object v1, Lcom/lockerloop/ResumeBook;->INSTANCE:Lcom/lockerloop/ResumeBook;
    sget-object v2, Lcom/lockerloop/Tokens;->INSTANCE:Lcom/lockerloop/Tokens;
    invoke-virtual {v2}, Lcom/lockerloop/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v9}, Lcom/lockerloop/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/lockerloop/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final claimParcel(Ljava/lang/String;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    .registers 17
    .line 63
    invoke-virtual/range {v16 .. v16}, Lcom/lockerloop/PickupArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L10
    move-object v0, v15
    :L10
    move-object v9, v0
    .line 64
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v11, v0
    move-object v12, v11
    .line 103
    const/4 v0, 0x0
    move v13, v0
    .line 64
    const-string v1, "claimed"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 64
    .line 64
    move-object v10, v11
    .line 65
    iget-object v0, v14, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L59
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L59
    const-string v1, "parcels"
    const-string v3, "owner = ? AND locker = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v12, v4
    const/4 v5, 0x0
    aput-object v9, v12, v5
    const/4 v5, 0x1
    invoke-virtual/range {v16 .. v16}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v6
    aput-object v6, v12, v5
    invoke-virtual {v0, v1, v10, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v11, v0
    .line 66
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"claimed\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final myParcels(Ljava/lang/String;Lcom/lockerloop/PickupArgs;)Landroid/os/Bundle;
    .registers 16
    .line 70
    invoke-virtual {v15}, Lcom/lockerloop/PickupArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L18
    invoke-virtual {v15}, Lcom/lockerloop/PickupArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v14}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    :L18
    const/4 v0, 0x1
    goto :L23
    :L22
    const/4 v0, 0x0
    :L23
    if-nez v0, :L47
    .line 103
    const/4 v0, 0x0
    move v10, v0
    .line 70
    const-string v0, "caller mismatch"
    .line 70
    move-object v10, v0
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L47
    .line 71
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    move-object v11, v10
    .line 103
    const/4 v0, 0x0
    move v12, v0
    .line 71
    const-string v1, "seen"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 71
    .line 71
    move-object v9, v10
    .line 72
    iget-object v0, v13, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L94
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L94
    const-string v1, "parcels"
    const-string v3, "owner = ? AND locker = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v11, v4
    const/4 v5, 0x0
    aput-object v14, v11, v5
    const/4 v5, 0x1
    invoke-virtual {v15}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v6
    aput-object v6, v11, v5
    invoke-virtual {v0, v1, v9, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v10, v0
    .line 73
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"seen\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final findParcel(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 78
    const-string v1, "args"
    invoke-virtual {v13, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;
    move-result-object v0
    check-cast v0, Lcom/lockerloop/PickupArgs;
    if-nez v0, :L22
    const-string v0, "INVALID_ARGUMENTS"
    const-string v1, "args missing"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L22
    move-object v5, v0
    .line 79
    invoke-virtual {v5}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT code FROM parcels WHERE locker = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 80
    iget-object v0, v12, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L49
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L49
    const/4 v2, 0x0
    invoke-virtual {v0, v6, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v8, v0
    const/4 v0, 0x0
    move-object v9, v0
    :t_62
    nop
    check-cast v8, Landroid/database/Cursor;
    move-object v10, v8
    .line 103
    const/4 v0, 0x0
    move v11, v0
    .line 80
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L94
    const/4 v1, 0x0
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L95
    :L94
    const/4 v0, 0x0
    :L95
    .line 80
    move-object v10, v0
    :t_97
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v10
    goto :L130
    :t_109
    :L109
    move-exception v0
    move-object v11, v0
    move-object v9, v11
    throw v11
    :t_118
    :L118
    move-exception v0
    move-object v11, v0
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
    :L130
    .line 80
    move-object v7, v0
    .line 81
    if-eqz v7, :L141
    const/4 v0, 0x1
    goto :L142
    :L141
    const/4 v0, 0x0
    :L142
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"found\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_62 .. :t_97} :L109
    .catchall {:t_62 .. :t_97} :L118
    .catchall {:t_109 .. :t_118} :L118
.end method

.method private final parcelsAt(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 86
    const-string v1, "args"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;
    move-result-object v0
    check-cast v0, Lcom/lockerloop/PickupArgs;
    if-nez v0, :L22
    const-string v0, "INVALID_ARGUMENTS"
    const-string v1, "args missing"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L22
    move-object v7, v0
    .line 87
    iget-object v0, v13, Lcom/lockerloop/PickupProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L39
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L39
    const-string v1, "SELECT code FROM parcels WHERE locker = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    invoke-virtual {v7}, Lcom/lockerloop/PickupArgs;->getLockerId()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v9, v3
    invoke-virtual {v0, v1, v9}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v9, v0
    const/4 v0, 0x0
    move-object v10, v0
    :t_69
    nop
    check-cast v9, Landroid/database/Cursor;
    move-object v11, v9
    .line 103
    const/4 v0, 0x0
    move v12, v0
    .line 87
    invoke-interface {v11}, Landroid/database/Cursor;->getCount()I
    move-result v0
    .line 87
    move v11, v0
    :t_89
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v11
    goto :L122
    :t_101
    :L101
    move-exception v0
    move-object v12, v0
    move-object v10, v12
    throw v12
    :t_110
    :L110
    move-exception v0
    move-object v12, v0
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
    :L122
    .line 87
    move v8, v0
    .line 88
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"count\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_69 .. :t_89} :L101
    .catchall {:t_69 .. :t_89} :L110
    .catchall {:t_101 .. :t_110} :L110
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getCAMPUS_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 14
    sget-object v0, Lcom/lockerloop/PickupProvider;->CAMPUS_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/lockerloop/PickupProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/lockerloop/PickupProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lockerloop/PickupProvider;->Companion:Lcom/lockerloop/PickupProvider$Companion;
    .line 98
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.lockerloop.courier"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "edu.campus.assistant"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/lockerloop/PickupProvider;->CAMPUS_APPS:Ljava/util/Set;
    return-void
.end method

