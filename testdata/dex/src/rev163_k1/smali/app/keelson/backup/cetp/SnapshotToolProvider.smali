.class public final Lapp/keelson/backup/cetp/SnapshotToolProvider;
.super Landroid/content/ContentProvider;
.source "SnapshotToolProvider.kt"


# static fields
.field public static final Companion:Lapp/keelson/backup/cetp/SnapshotToolProvider$Companion;

.field public static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.keelson.backup.tools.snapshots\",\"provider_name\":\"Keelson Snapshots\",\"description\":\"Back up apps into snapshots, export and delete snapshots\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"snapshots.read\",\"title\":\"Read snapshots\",\"description\":\"List and export snapshots and see when apps were backed up\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"snapshots.write\",\"title\":\"Change snapshots\",\"description\":\"Start backups and delete snapshots\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final OFFERED:Ljava/util/List;

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private gate:Lapp/keelson/backup/cetp/CallerGate;

.field private grants:Lapp/keelson/backup/cetp/Grants;

.field private ledger:Lapp/keelson/backup/data/RequestLedger;

.field private operations:Lapp/keelson/backup/cetp/OperationBook;

.field private final random:Ljava/security/SecureRandom;

.field private snapshots:Lapp/keelson/backup/data/SnapshotStore;

.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 9

    new-instance v0, Lapp/keelson/backup/cetp/SnapshotToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/SnapshotToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->Companion:Lapp/keelson/backup/cetp/SnapshotToolProvider$Companion;

    .line 212
    const/4 v0, 0x3

    new-array v8, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v8, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v8, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v8, v1

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->OFFERED:Ljava/util/List;

    .line 215
    const/4 v0, 0x5

    new-array v8, v0, [Lapp/keelson/backup/cetp/ToolSpec;

    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "list_snapshots"

    const-string v4, "snapshots.read"

    const-string v5, "read"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"list_snapshots\",\"title\":\"List snapshots\",\"description\":\"The newest snapshots with their labels and sizes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},\"required\":[\"snapshots\"]},\"scopes\":[\"snapshots.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 216
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "app_backup_status"

    const-string v4, "snapshots.read"

    const-string v5, "read"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"app_backup_status\",\"title\":\"App backup status\",\"description\":\"Whether an installed app is in a snapshot, and when it was last backed up\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\",\"maxLength\":255}},\"required\":[\"package_name\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\"},\"backed_up\":{\"type\":\"boolean\"},\"last_backup_at_ms\":{\"type\":\"integer\"}},\"required\":[\"package_name\",\"backed_up\"]},\"scopes\":[\"snapshots.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 217
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "export_snapshot"

    const-string v4, "snapshots.read"

    const-string v5, "read"

    const-string v6, "large_results"

    const-string v7, "{\"name\":\"export_snapshot\",\"title\":\"Export a snapshot manifest\",\"description\":\"The manifest of a snapshot as a JSON file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},\"apps\":{\"type\":\"array\"}},\"required\":[\"label\",\"apps\"]},\"scopes\":[\"snapshots.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v8, v1

    .line 218
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "start_backup"

    const-string v4, "snapshots.write"

    const-string v5, "create"

    const-string v6, "async_operations"

    const-string v7, "{\"name\":\"start_backup\",\"title\":\"Back up apps\",\"description\":\"Start a snapshot of the listed apps\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":60},\"apps\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"minItems\":1,\"maxItems\":50},\"include_media\":{\"type\":\"boolean\"}},\"required\":[\"label\",\"apps\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"]},\"scopes\":[\"snapshots.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"provider_policy\",\"open_world\":false,\"execution\":\"sync_or_async\"}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v8, v1

    .line 219
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "delete_snapshot"

    const-string v4, "snapshots.write"

    const-string v5, "delete"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"delete_snapshot\",\"title\":\"Delete a snapshot\",\"description\":\"Delete a snapshot and its manifest for good\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]},\"scopes\":[\"snapshots.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x4

    aput-object v2, v8, v1

    .line 214
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 25
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->random:Ljava/security/SecureRandom;

    .line 26
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    .line 24
    return-void
.end method

.method public static final synthetic access$getOFFERED$cp()Ljava/util/List;
    .registers 1

    .line 24
    sget-object v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->OFFERED:Ljava/util/List;

    return-object v0
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 24
    sget-object v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final appStatus(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 17

    .line 114
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;

    move-object v8, v0

    .line 226
    const/4 v9, 0x0

    .line 114
    move-object/from16 v10, p1

    const-string v11, "package_name"

    const/4 v12, 0x0

    .line 232
    invoke-virtual {v10, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v13

    .line 233
    instance-of v0, v13, Ljava/lang/String;

    if-nez v0, :cond_0

    .line 234
    const/4 v14, 0x0

    .line 233
    const-class v1, Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v14

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 235
    :cond_0
    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    .line 114
    invoke-static {v0}, Lapp/keelson/backup/cetp/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/keelson/backup/cetp/PackageName;->box-impl(Ljava/lang/String;)Lapp/keelson/backup/cetp/PackageName;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    :goto_0
    move-object v7, v8

    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v7

    goto :goto_1

    :cond_1
    move-object v8, v0

    const/4 v9, 0x0

    .line 115
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "package_name must be a package name."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 114
    :goto_1
    check-cast v0, Lapp/keelson/backup/cetp/PackageName;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/PackageName;->unbox-impl()Ljava/lang/String;

    move-result-object v6

    .line 117
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_2

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v6}, Lapp/keelson/backup/data/SnapshotStore;->lastBackupOf-ChBnzGE(Ljava/lang/String;)Ljava/lang/Long;

    move-result-object v7

    .line 118
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "package_name"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "backed_up"

    if-eqz v7, :cond_3

    const/4 v2, 0x1

    goto :goto_2

    :cond_3
    const/4 v2, 0x0

    :goto_2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v8

    .line 119
    if-eqz v7, :cond_4

    invoke-virtual {v7}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    const-string v1, "last_backup_at_ms"

    invoke-virtual {v8, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 120
    :cond_4
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v8}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final backupPlanOf-IoAF18A(Lorg/json/JSONObject;)Ljava/lang/Object;
    .registers 28

    .line 131
    move-object/from16 v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;

    move-object v8, v0

    const/4 v9, 0x0

    .line 132
    move-object/from16 v10, p1

    const-string v11, "label"

    const/4 v12, 0x0

    .line 236
    invoke-virtual {v10, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v13

    .line 237
    instance-of v0, v13, Ljava/lang/String;

    if-nez v0, :cond_0

    .line 238
    const/4 v14, 0x0

    .line 237
    const-class v1, Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v14

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v14}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 239
    :cond_0
    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    .line 132
    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v15

    .line 133
    invoke-virtual {v15}, Ljava/lang/String;->length()I

    move-result v10

    const/4 v0, 0x1

    if-gt v0, v10, :cond_2

    const/16 v1, 0x3d

    if-ge v10, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    .line 226
    const/4 v11, 0x0

    .line 133
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "label \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v15}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\" must have 1 to 60 characters"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 134
    :cond_3
    move-object/from16 v11, p1

    const-string v12, "apps"

    const/4 v13, 0x0

    .line 240
    invoke-virtual {v11, v12}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v14

    .line 241
    instance-of v0, v14, Lorg/json/JSONArray;

    if-nez v0, :cond_4

    .line 242
    const/16 v16, 0x0

    .line 241
    const-class v1, Lorg/json/JSONArray;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v16

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v16

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 134
    :cond_4
    move-object v0, v14

    check-cast v0, Lorg/json/JSONArray;

    move-object v10, v0

    .line 135
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v11

    const/4 v0, 0x1

    if-gt v0, v11, :cond_6

    const/16 v1, 0x33

    if-ge v11, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    goto :goto_1

    :cond_6
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_7

    .line 226
    const/4 v12, 0x0

    .line 135
    const-string v12, "apps must list 1 to 50 packages"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 136
    :cond_7
    invoke-virtual {v10}, Lorg/json/JSONArray;->length()I

    move-result v11

    move-object/from16 v17, v15

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12, v11}, Ljava/util/ArrayList;-><init>(I)V

    const/4 v13, 0x0

    :goto_2
    if-ge v13, v11, :cond_8

    move v14, v13

    move/from16 v16, v14

    .line 226
    move-object/from16 v18, v12

    const/16 v19, 0x0

    .line 136
    move/from16 v1, v16

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v0

    move-object v1, v0

    move-object/from16 v0, v18

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    add-int/lit8 v13, v13, 0x1

    goto :goto_2

    :cond_8
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    move-object/from16 v12, p1

    const-string v13, "include_media"

    const/4 v14, 0x0

    .line 244
    invoke-virtual {v12, v13}, Lorg/json/JSONObject;->isNull(Ljava/lang/String;)Z

    move-result v2

    move-object v1, v0

    move-object/from16 v0, v17

    if-eqz v2, :cond_9

    const/4 v2, 0x0

    goto :goto_3

    :cond_9
    move-object/from16 v16, v12

    move-object/from16 v19, v13

    const/16 v20, 0x0

    .line 245
    move-object/from16 v2, v16

    move-object/from16 v3, v19

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v21

    .line 246
    move-object/from16 v2, v21

    instance-of v2, v2, Ljava/lang/Boolean;

    if-nez v2, :cond_a

    .line 247
    const/16 v22, 0x0

    .line 246
    const-class v3, Ljava/lang/Boolean;

    invoke-virtual {v3}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v2, v19

    move-object/from16 v4, v21

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " must be a "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", not "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v22

    new-instance v2, Ljava/lang/IllegalArgumentException;

    move-object/from16 v4, v22

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v2

    .line 248
    :cond_a
    move-object/from16 v2, v21

    .line 136
    :goto_3
    check-cast v2, Ljava/lang/Boolean;

    if-eqz v2, :cond_b

    invoke-virtual {v2}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v2

    goto :goto_4

    :cond_b
    const/4 v2, 0x0

    :goto_4
    move/from16 v23, v2

    move-object/from16 v24, v1

    move-object/from16 v25, v0

    new-instance v0, Lapp/keelson/backup/cetp/BackupPlan;

    move-object/from16 v2, v25

    move-object/from16 v3, v24

    move/from16 v4, v23

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/BackupPlan;-><init>(Ljava/lang/String;Ljava/util/List;Z)V

    .line 131
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_5

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    .line 137
    :goto_5
    return-object v8
.end method

.method private final cancel(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 10

    .line 195
    const-string v1, "cancellation"

    invoke-virtual {p1, v1}, Lapp/keelson/backup/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "cancellation was not negotiated."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 196
    :cond_0
    sget-object v0, Lapp/keelson/backup/cetp/OperationId;->Companion:Lapp/keelson/backup/cetp/OperationId$Companion;

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "operation_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/OperationId$Companion;->parse-1h5E0-c(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 197
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is missing or malformed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 196
    :cond_1
    move-object v6, v0

    .line 198
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v1

    iget-object v2, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    move-object v0, v6

    if-nez v2, :cond_2

    const-string v2, "operations"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_2
    invoke-static {v0, v1, v2}, Lapp/keelson/backup/cetp/OperationsKt;->ownedBy-bdn7N4E(Ljava/lang/String;ILapp/keelson/backup/cetp/OperationBook;)Lapp/keelson/backup/cetp/Operation;

    move-result-object v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_3
    move-object v7, v0

    .line 199
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/Operation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is not the operation\'s."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 200
    :cond_4
    invoke-static {v7}, Lapp/keelson/backup/cetp/OperationsKt;->getFinished(Lapp/keelson/backup/cetp/Operation;)Z

    move-result v0

    if-eqz v0, :cond_5

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "CONFLICT"

    const-string v2, "The operation has already ended."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 201
    :cond_5
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_6

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    invoke-virtual {v0, v6}, Lapp/keelson/backup/cetp/OperationBook;->requestCancel-Tzumues(Ljava/lang/String;)V

    .line 202
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final delete(Lapp/keelson/backup/cetp/Call;Lorg/json/JSONObject;Lapp/keelson/backup/cetp/HeldCall;)Lapp/keelson/backup/cetp/Outcome;
    .registers 18

    .line 168
    move-object/from16 v0, p2

    invoke-static {v0}, Lapp/keelson/backup/cetp/ArgsKt;->snapshotIdOf(Lorg/json/JSONObject;)Ljava/lang/Object;

    move-result-object v11

    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v11

    goto :goto_0

    :cond_0
    move-object v12, v0

    .line 226
    const/4 v13, 0x0

    .line 168
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "snapshot_id must be a snapshot id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :goto_0
    check-cast v0, Lapp/keelson/backup/cetp/SnapshotId;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/SnapshotId;->unbox-impl()J

    move-result-wide v9

    .line 169
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_1

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v9, v10}, Lapp/keelson/backup/data/SnapshotStore;->byId-UULFLlA(J)Lapp/keelson/backup/data/SnapshotRecord;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such snapshot."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_2
    move-object v11, v0

    .line 170
    move-object/from16 v0, p3

    invoke-static {v0}, Lapp/keelson/backup/cetp/HeldKt;->getConfirmed(Lapp/keelson/backup/cetp/HeldCall;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 171
    const-string v2, "confirm"

    invoke-direct {p0, p1, v2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 172
    new-instance v13, Landroid/content/ComponentName;

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-class v3, Lapp/keelson/backup/cetp/SnapshotDeleteActivity;

    invoke-direct {v13, v2, v3}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 173
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    .line 174
    invoke-virtual {v11}, Lapp/keelson/backup/data/SnapshotRecord;->getLabel()Ljava/lang/String;

    move-result-object v6

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Delete the snapshot \""

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, "\" for good; its apps cannot be restored from it"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 173
    move-object v3, v13

    move-object v4, v12

    move-object v5, v6

    const-string v1, "USER_ACTION_REQUIRED"

    const-string v2, "Confirm the deletion in Keelson."

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 176
    :cond_3
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 177
    :cond_4
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_5

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 178
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "CONFLICT"

    const-string v3, "This request is already running."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 180
    :cond_6
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "snapshot_id"

    invoke-virtual {v0, v1, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    const-string v1, "deleted"

    if-nez v2, :cond_7

    const-string v2, "snapshots"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_7
    invoke-virtual {v2, v9, v10}, Lapp/keelson/backup/data/SnapshotStore;->delete-UULFLlA(J)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v12

    .line 181
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_8

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v5, "toString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 182
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v12}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 20

    .line 72
    sget-object v12, Lapp/keelson/backup/cetp/SnapshotToolProvider;->TOOLS:Ljava/util/List;

    check-cast v12, Ljava/lang/Iterable;

    const/4 v13, 0x0

    .line 224
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Lapp/keelson/backup/cetp/ToolSpec;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 72
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 224
    if-eqz v0, :cond_0

    move-object v0, v15

    goto :goto_0

    .line 225
    :cond_1
    const/4 v0, 0x0

    .line 72
    :goto_0
    check-cast v0, Lapp/keelson/backup/cetp/ToolSpec;

    if-nez v0, :cond_2

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_2
    move-object v10, v0

    .line 73
    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_3

    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 74
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "This tool needs "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 76
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/keelson/backup/cetp/ArgsKt;->parseArgs(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v12

    invoke-static {v12}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v12

    goto :goto_1

    :cond_4
    move-object v13, v0

    const/4 v14, 0x0

    .line 77
    const-string v0, "KeelsonTools"

    const-string v1, "unreadable args"

    invoke-static {v0, v1, v13}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 78
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object within max_request_bytes."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 76
    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    move-object v11, v0

    .line 80
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->getResumeToken-8kaFpnU()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/HeldKt;->redeemFor-Zh6lWQk(Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;

    move-result-object v0

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    move-object v12, v0

    .line 81
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->grants:Lapp/keelson/backup/cetp/Grants;

    if-nez v0, :cond_6

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getCaller-OPB7uT4()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/keelson/backup/cetp/Grants;->allows-z_1-o2Y(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 82
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "grant"

    invoke-direct {v0, v1, v2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 83
    new-instance v14, Landroid/content/ComponentName;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v2}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v2

    const-class v3, Lapp/keelson/backup/cetp/GrantActivity;

    invoke-virtual {v3}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v14, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    .line 85
    move-object/from16 v6, p1

    invoke-virtual {v6}, Lapp/keelson/backup/cetp/Call;->getCaller-OPB7uT4()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v7

    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "Let "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, " use "

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 84
    move-object v3, v14

    move-object v4, v13

    move-object v5, v6

    const-string v1, "AUTH_REQUIRED"

    const-string v2, "Allow this assistant in Keelson first."

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 87
    :cond_7
    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_8

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/data/RequestLedger;->prior(Ljava/lang/String;)Lapp/keelson/backup/data/Replay;

    move-result-object v13

    if-eqz v13, :cond_9

    move-object v15, v13

    .line 226
    const/16 v16, 0x0

    .line 87
    move-object/from16 v1, p1

    invoke-static {v15, v1}, Lapp/keelson/backup/cetp/OutcomeKt;->outcomeFor(Lapp/keelson/backup/data/Replay;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    return-object v0

    .line 88
    :cond_9
    invoke-virtual {v10}, Lapp/keelson/backup/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v13

    invoke-virtual {v13}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_3

    :sswitch_0
    const-string v1, "export_snapshot"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto :goto_3

    :sswitch_1
    const-string v1, "list_snapshots"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_3

    :sswitch_2
    const-string v1, "start_backup"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_d

    goto :goto_3

    :sswitch_3
    const-string v1, "app_backup_status"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto :goto_3

    .line 89
    :cond_a
    move-object/from16 v0, p0

    invoke-direct {v0, v11}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->list(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 90
    :cond_b
    move-object/from16 v0, p0

    invoke-direct {v0, v11}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->appStatus(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 91
    :cond_c
    move-object/from16 v0, p0

    invoke-direct {v0, v11}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->export(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 92
    :cond_d
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v11}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->startBackup(Lapp/keelson/backup/cetp/Call;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_4

    .line 93
    :goto_3
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v11, v12}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->delete(Lapp/keelson/backup/cetp/Call;Lorg/json/JSONObject;Lapp/keelson/backup/cetp/HeldCall;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    .line 88
    :goto_4
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x40a21f32 -> :sswitch_1
        -0x1d0ba3c1 -> :sswitch_2
        -0x14e1c88f -> :sswitch_3
        0x185fddef -> :sswitch_0
    .end sparse-switch
.end method

.method private final export(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 13

    .line 125
    invoke-static {p1}, Lapp/keelson/backup/cetp/ArgsKt;->snapshotIdOf(Lorg/json/JSONObject;)Ljava/lang/Object;

    move-result-object v8

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v8

    goto :goto_0

    :cond_0
    move-object v9, v0

    .line 226
    const/4 v10, 0x0

    .line 125
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "snapshot_id must be a snapshot id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :goto_0
    check-cast v0, Lapp/keelson/backup/cetp/SnapshotId;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/SnapshotId;->unbox-impl()J

    move-result-wide v6

    .line 126
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_1

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v6, v7}, Lapp/keelson/backup/data/SnapshotStore;->manifestFile-UULFLlA(J)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such snapshot."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_2
    move-object v8, v0

    .line 127
    const/high16 v1, 0x30000000

    invoke-static {v8, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 128
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$File;

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v8}, Ljava/io/File;->length()J

    move-result-wide v3

    invoke-static {v8}, Lapp/keelson/backup/cetp/ProtocolKt;->sha256(Ljava/io/File;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v9, v3, v4, v5}, Lapp/keelson/backup/cetp/Outcome$File;-><init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 98
    sget-object v0, Lapp/keelson/backup/cetp/ResumeToken;->Companion:Lapp/keelson/backup/cetp/ResumeToken$Companion;

    iget-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->random:Ljava/security/SecureRandom;

    check-cast v1, Ljava/util/Random;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/ResumeToken$Companion;->mint-arSrOuI(Ljava/util/Random;)Ljava/lang/String;

    move-result-object v2

    .line 99
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2, p2, p1}, Lapp/keelson/backup/cetp/HeldCalls;->hold-z-myHjc(Ljava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;

    .line 100
    return-object v2
.end method

.method private final list(Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 19

    .line 104
    move-object/from16 v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;

    move-object v7, v0

    .line 226
    const/4 v8, 0x0

    .line 104
    move-object/from16 v9, p1

    const-string v10, "limit"

    const/4 v11, 0x0

    .line 227
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->isNull(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object v12, v9

    move-object v13, v10

    const/4 v14, 0x0

    .line 228
    invoke-virtual {v12, v13}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v15

    .line 229
    instance-of v0, v15, Ljava/lang/Number;

    if-nez v0, :cond_1

    .line 230
    const/16 v16, 0x0

    .line 229
    const-class v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v15}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v16

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v16

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 231
    :cond_1
    move-object v0, v15

    .line 104
    :goto_0
    check-cast v0, Ljava/lang/Number;

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    goto :goto_1

    :cond_2
    const/16 v0, 0x14

    :goto_1
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_2
    move-object v6, v7

    const/16 v0, 0x14

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v7

    invoke-static {v6}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v7

    goto :goto_3

    :cond_3
    move-object v0, v6

    :goto_3
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x64

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v5

    .line 105
    move-object/from16 v6, p0

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;

    move-object v7, v0

    .line 226
    const/4 v8, 0x0

    .line 105
    iget-object v0, v7, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_4

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v0, v5}, Lapp/keelson/backup/data/SnapshotStore;->list(I)Lorg/json/JSONArray;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_4

    :catch_1
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    :goto_4
    move-object v6, v7

    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v0, v6

    check-cast v0, Lorg/json/JSONArray;

    move-object v7, v0

    const/4 v8, 0x0

    .line 106
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "snapshots"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    .line 105
    goto :goto_5

    :cond_5
    move-object v7, v0

    const/4 v8, 0x0

    .line 108
    const-string v0, "KeelsonTools"

    const-string v1, "list_snapshots failed"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 109
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "Keelson could not read its snapshots."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    .line 105
    :goto_5
    return-object v0
.end method

.method private final runBackup-XngmbFI(Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V
    .registers 14

    .line 154
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1}, Lapp/keelson/backup/cetp/OperationBook;->cancelRequested-Tzumues(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 155
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_1

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const-string v2, "cancelled"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, p1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 156
    return-void

    .line 158
    :cond_2
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_3

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, p1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 159
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotToolProvider;

    move-object v8, v0

    .line 226
    const/4 v9, 0x0

    .line 159
    iget-object v0, v8, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_4

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {p2}, Lapp/keelson/backup/cetp/BackupPlan;->getLabel()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/BackupPlan;->getApps()Ljava/util/List;

    move-result-object v2

    invoke-virtual {p2}, Lapp/keelson/backup/cetp/BackupPlan;->getMedia()Z

    move-result v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/SnapshotStore;->create-ELfTcqc(Ljava/lang/String;Ljava/util/List;Z)J

    move-result-wide v0

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/SnapshotId;->box-impl(J)Lapp/keelson/backup/cetp/SnapshotId;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    :goto_0
    move-object v7, v8

    .line 160
    invoke-static {v7}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object v0, v7

    check-cast v0, Lapp/keelson/backup/cetp/SnapshotId;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/SnapshotId;->unbox-impl()J

    move-result-wide v8

    .line 226
    const/4 v10, 0x0

    .line 160
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_5

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "snapshot_id"

    invoke-virtual {v3, v4, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    const/4 v4, 0x0

    invoke-virtual {v0, p1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 161
    :cond_6
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_8

    move-object v8, v0

    move-object v9, v8

    const/4 v10, 0x0

    .line 162
    const-string v0, "KeelsonTools"

    const-string v1, "backup failed"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 163
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_7

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "The backup could not be written."

    const/4 v6, 0x1

    invoke-static {v4, v5, v6}, Lapp/keelson/backup/cetp/OutcomeKt;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;

    move-result-object v4

    const-string v2, "failed"

    const/4 v3, 0x0

    invoke-virtual {v0, p1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 161
    goto :goto_1

    .line 165
    :cond_8
    :goto_1
    return-void
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 17

    .line 50
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 51
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->gate:Lapp/keelson/backup/cetp/CallerGate;

    if-nez v0, :cond_0

    const-string v0, "gate"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    move/from16 v1, p3

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/CallerGate;->soleCaller-ORGD_7Y(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 52
    move-object v0, v7

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    move-object v8, v0

    .line 53
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v4, Lapp/keelson/backup/cetp/SnapshotToolProvider;->OFFERED:Ljava/util/List;

    move/from16 v1, p3

    const-string v2, "app.keelson.backup.tools.snapshots"

    const-string v3, "Keelson Snapshots"

    invoke-static {p2, v1, v2, v3, v4}, Lapp/keelson/backup/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/List;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_2
    invoke-static {}, Lapp/keelson/backup/cetp/ProtocolKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object v0, v7

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :cond_3
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_4

    if-nez v7, :cond_5

    .line 56
    :cond_4
    move-object v0, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_5
    sget-object v0, Lapp/keelson/backup/cetp/Sessions;->INSTANCE:Lapp/keelson/backup/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p3

    const-string v3, "app.keelson.backup.tools.snapshots"

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/keelson/backup/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_6

    .line 59
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lapp/keelson/backup/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_6
    move-object v9, v0

    .line 60
    new-instance v0, Lapp/keelson/backup/cetp/Call;

    move/from16 v1, p3

    move-object v2, v8

    move-object v4, v9

    move-object v5, p2

    const-string v3, "app.keelson.backup.tools.snapshots"

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v10, v0

    .line 61
    move-object v12, p1

    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_0

    .line 62
    :cond_7
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    new-instance v2, Lorg/json/JSONObject;

    const-string v4, "{\"provider_id\":\"app.keelson.backup.tools.snapshots\",\"provider_name\":\"Keelson Snapshots\",\"description\":\"Back up apps into snapshots, export and delete snapshots\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"snapshots.read\",\"title\":\"Read snapshots\",\"description\":\"List and export snapshots and see when apps were backed up\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"snapshots.write\",\"title\":\"Change snapshots\",\"description\":\"Start backups and delete snapshots\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_1

    .line 63
    :cond_8
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    sget-object v3, Lapp/keelson/backup/cetp/SnapshotToolProvider;->TOOLS:Ljava/util/List;

    const-string v2, "snapshots-5"

    invoke-static {v2, v3, v9}, Lapp/keelson/backup/cetp/ProtocolKt;->listing(Ljava/lang/String;Ljava/util/List;Lapp/keelson/backup/cetp/Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_1

    .line 64
    :cond_9
    invoke-direct {p0, v10}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_1

    .line 65
    :cond_a
    invoke-direct {p0, v10}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->status(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_1

    .line 66
    :goto_0
    invoke-direct {p0, v10}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->cancel(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    .line 61
    :goto_1
    move-object v11, v0

    .line 68
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v11, v1, v7}, Lapp/keelson/backup/cetp/OutcomeKt;->toReply(Lapp/keelson/backup/cetp/Outcome;Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final startBackup(Lapp/keelson/backup/cetp/Call;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 13

    .line 140
    invoke-direct {p0, p2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->backupPlanOf-IoAF18A(Lorg/json/JSONObject;)Ljava/lang/Object;

    move-result-object v7

    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v7

    goto :goto_0

    :cond_0
    move-object v8, v0

    const/4 v9, 0x0

    .line 141
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v8}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    const-string v2, "INVALID_ARGS"

    if-nez v3, :cond_1

    const-string v3, "Invalid arguments."

    :cond_1
    move-object v1, v2

    move-object v2, v3

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 140
    :goto_0
    check-cast v0, Lapp/keelson/backup/cetp/BackupPlan;

    move-object v6, v0

    .line 143
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 144
    :cond_2
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 145
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "CONFLICT"

    const-string v3, "This request is already running."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 147
    :cond_4
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_5

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/OperationBook;->start-ghmEwfk(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 148
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_6

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2, v7}, Lapp/keelson/backup/data/RequestLedger;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 149
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v7, v6}, Lapp/keelson/backup/cetp/SnapshotToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/keelson/backup/cetp/SnapshotToolProvider;Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 150
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Accepted;

    const-wide/16 v3, 0x7d0

    const/4 v5, 0x0

    invoke-direct {v0, v7, v3, v4, v5}, Lapp/keelson/backup/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method public static final startBackup$lambda$1(Lapp/keelson/backup/cetp/SnapshotToolProvider;Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V
    .registers 3

    .line 149
    invoke-direct {p0, p1, p2}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->runBackup-XngmbFI(Ljava/lang/String;Lapp/keelson/backup/cetp/BackupPlan;)V

    return-void
.end method

.method private final status(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 10

    .line 186
    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lapp/keelson/backup/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "async_operations was not negotiated."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 187
    :cond_0
    sget-object v0, Lapp/keelson/backup/cetp/OperationId;->Companion:Lapp/keelson/backup/cetp/OperationId$Companion;

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "operation_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/OperationId$Companion;->parse-1h5E0-c(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 188
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is missing or malformed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 187
    :cond_1
    move-object v6, v0

    .line 189
    iget-object v0, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_2

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {v0, v6}, Lapp/keelson/backup/cetp/OperationBook;->find-Tzumues(Ljava/lang/String;)Lapp/keelson/backup/cetp/Operation;

    move-result-object v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_3
    move-object v7, v0

    .line 190
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/Operation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is not the operation\'s."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 191
    :cond_4
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    invoke-static {v7}, Lapp/keelson/backup/cetp/OperationsKt;->toStatus(Lapp/keelson/backup/cetp/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 46
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 206
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 207
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 10

    .line 34
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/SnapshotToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v7, v0

    .line 35
    sget-object v0, Lapp/keelson/backup/data/BackupDb;->Companion:Lapp/keelson/backup/data/BackupDb$Companion;

    invoke-virtual {v0, v7}, Lapp/keelson/backup/data/BackupDb$Companion;->get(Landroid/content/Context;)Lapp/keelson/backup/data/BackupDb;

    move-result-object v8

    .line 36
    new-instance v1, Lapp/keelson/backup/cetp/CallerGate;

    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v2}, Lapp/keelson/backup/cetp/CallerGate;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->gate:Lapp/keelson/backup/cetp/CallerGate;

    .line 37
    sget-object v1, Lapp/keelson/backup/cetp/Grants;->Companion:Lapp/keelson/backup/cetp/Grants$Companion;

    invoke-virtual {v1, v7}, Lapp/keelson/backup/cetp/Grants$Companion;->of(Landroid/content/Context;)Lapp/keelson/backup/cetp/Grants;

    move-result-object v1

    iput-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->grants:Lapp/keelson/backup/cetp/Grants;

    .line 38
    new-instance v1, Lapp/keelson/backup/data/SnapshotStore;

    new-instance v3, Ljava/io/File;

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "snapshots"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v8, v3}, Lapp/keelson/backup/data/SnapshotStore;-><init>(Lapp/keelson/backup/data/BackupDb;Ljava/io/File;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    .line 39
    new-instance v1, Lapp/keelson/backup/data/RequestLedger;

    invoke-direct {v1, v8}, Lapp/keelson/backup/data/RequestLedger;-><init>(Lapp/keelson/backup/data/BackupDb;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    .line 40
    new-instance v1, Lapp/keelson/backup/cetp/OperationBook;

    const-string v3, "app.keelson.backup.tools.snapshots"

    invoke-direct {v1, v8, v3}, Lapp/keelson/backup/cetp/OperationBook;-><init>(Lapp/keelson/backup/data/BackupDb;Ljava/lang/String;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/SnapshotToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    .line 41
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 205
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const/4 v0, 0x0

    return v0
.end method
