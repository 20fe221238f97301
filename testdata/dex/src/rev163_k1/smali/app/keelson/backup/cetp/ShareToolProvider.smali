.class public final Lapp/keelson/backup/cetp/ShareToolProvider;
.super Landroid/content/ContentProvider;
.source "ShareToolProvider.kt"


# static fields
.field public static final ACCOUNT_APP:Ljava/lang/String; = "app.keelson.account"

.field public static final ACCOUNT_TYPE:Ljava/lang/String; = "app.keelson"

.field public static final Companion:Lapp/keelson/backup/cetp/ShareToolProvider$Companion;

.field public static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.keelson.backup.tools.shares\",\"provider_name\":\"Keelson Shares\",\"description\":\"Share snapshots with other devices of the account\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"shares.read\",\"title\":\"Read shares\",\"description\":\"List shares and open their bundles\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"shares.write\",\"title\":\"Manage shares\",\"description\":\"Share snapshots with devices and revoke shares\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final OFFERED:Ljava/util/List;

.field private static final RECIPIENT:Lkotlin/text/Regex;

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private gate:Lapp/keelson/backup/cetp/CallerGate;

.field private grants:Lapp/keelson/backup/cetp/Grants;

.field private ledger:Lapp/keelson/backup/data/RequestLedger;

.field private operations:Lapp/keelson/backup/cetp/OperationBook;

.field private final random:Ljava/util/Random;

.field private shares:Lapp/keelson/backup/data/ShareStore;

.field private snapshots:Lapp/keelson/backup/data/SnapshotStore;

.field private final uploads:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 9

    new-instance v0, Lapp/keelson/backup/cetp/ShareToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/ShareToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->Companion:Lapp/keelson/backup/cetp/ShareToolProvider$Companion;

    .line 215
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "[A-Z0-9]{4}-[A-Z0-9]{4}"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->RECIPIENT:Lkotlin/text/Regex;

    .line 216
    const/4 v0, 0x2

    new-array v8, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v8, v1

    const-string v2, "large_results"

    const/4 v1, 0x1

    aput-object v2, v8, v1

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->OFFERED:Ljava/util/List;

    .line 219
    const/4 v0, 0x4

    new-array v8, v0, [Lapp/keelson/backup/cetp/ToolSpec;

    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "list_shares"

    const-string v4, "shares.read"

    const-string v5, "read"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"list_shares\",\"title\":\"List shares\",\"description\":\"The shares this assistant created, newest first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"caller_package\":{\"type\":\"string\",\"description\":\"The app this assistant acts for, when it proxies another one\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"shares\":{\"type\":\"array\"}},\"required\":[\"shares\"]},\"scopes\":[\"shares.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 220
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "open_share_bundle"

    const-string v4, "shares.read"

    const-string v5, "read"

    const-string v6, "large_results"

    const-string v7, "{\"name\":\"open_share_bundle\",\"title\":\"Open a share\'s bundle\",\"description\":\"The uploaded bundle of a share as a JSON file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\",\"minimum\":1},\"caller_package\":{\"type\":\"string\"}},\"required\":[\"share_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},\"apps\":{\"type\":\"array\"}},\"required\":[\"label\",\"apps\"]},\"scopes\":[\"shares.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 221
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "share_snapshot"

    const-string v4, "shares.write"

    const-string v5, "create"

    const-string v6, "async_operations"

    const-string v7, "{\"name\":\"share_snapshot\",\"title\":\"Share a snapshot\",\"description\":\"Upload a snapshot for another device of the account\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1},\"recipient\":{\"type\":\"string\",\"pattern\":\"^[A-Z0-9]{4}-[A-Z0-9]{4}$\"},\"days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":30},\"caller_package\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\",\"recipient\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\"scopes\":[\"shares.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"provider_policy\",\"open_world\":true,\"execution\":\"sync_or_async\"}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v8, v1

    .line 222
    new-instance v2, Lapp/keelson/backup/cetp/ToolSpec;

    const-string v3, "revoke_share"

    const-string v4, "shares.write"

    const-string v5, "delete"

    const/4 v6, 0x0

    const-string v7, "{\"name\":\"revoke_share\",\"title\":\"Revoke a share\",\"description\":\"Stop sharing a snapshot with a device\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\",\"minimum\":1},\"caller_package\":{\"type\":\"string\"}},\"required\":[\"share_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":{\"type\":\"boolean\"}},\"required\":[\"revoked\"]},\"scopes\":[\"shares.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":true}}"

    invoke-direct/range {v2 .. v7}, Lapp/keelson/backup/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v8, v1

    .line 218
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 28
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 29
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->random:Ljava/util/Random;

    .line 30
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->uploads:Ljava/util/concurrent/ExecutorService;

    .line 28
    return-void
.end method

.method public static final synthetic access$getOFFERED$cp()Ljava/util/List;
    .registers 1

    .line 28
    sget-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->OFFERED:Ljava/util/List;

    return-object v0
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 28
    sget-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final bundle-z_1-o2Y(Ljava/lang/String;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 19

    .line 127
    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v9, v0

    .line 229
    const/4 v10, 0x0

    .line 127
    move-object/from16 v11, p2

    const-string v12, "share_id"

    const/4 v13, 0x0

    .line 235
    invoke-virtual {v11, v12}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v14

    .line 236
    instance-of v0, v14, Ljava/lang/Number;

    if-nez v0, :cond_0

    .line 237
    const/4 v15, 0x0

    .line 236
    const-class v1, Ljava/lang/Number;

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

    move-result-object v15

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v15}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 238
    :cond_0
    move-object v0, v14

    check-cast v0, Ljava/lang/Number;

    .line 127
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v8

    goto :goto_1

    :cond_1
    move-object v9, v0

    const/4 v10, 0x0

    .line 128
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "share_id must be a share id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 127
    :goto_1
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v6

    .line 130
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    if-nez v0, :cond_2

    const-string v0, "shares"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    move-object/from16 v3, p1

    invoke-virtual {v0, v6, v7, v3}, Lapp/keelson/backup/data/ShareStore;->bundleFile-AYdOxA8(JLjava/lang/String;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No uploaded share with this id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_3
    move-object v8, v0

    .line 131
    const/high16 v1, 0x10000000

    invoke-static {v8, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v9

    .line 132
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

.method private final callerOf-ORGD_7Y(I)Ljava/lang/String;
    .registers 7

    .line 57
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v3, v0

    .line 58
    array-length v0, v3

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    .line 59
    :cond_2
    const/4 v1, 0x0

    aget-object v0, v3, v1

    const-string v2, "get(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/keelson/backup/cetp/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 60
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->gate:Lapp/keelson/backup/cetp/CallerGate;

    if-nez v0, :cond_3

    const-string v0, "gate"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v0, v4}, Lapp/keelson/backup/cetp/CallerGate;->verified-ChBnzGE(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v4

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method private final execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 24

    .line 85
    sget-object v9, Lapp/keelson/backup/cetp/ShareToolProvider;->TOOLS:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 227
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lapp/keelson/backup/cetp/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 85
    invoke-virtual {v13}, Lapp/keelson/backup/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 227
    if-eqz v0, :cond_0

    move-object v0, v12

    goto :goto_0

    .line 228
    :cond_1
    const/4 v0, 0x0

    .line 85
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
    move-object v7, v0

    .line 86
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_3

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 87
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getNeeds()Ljava/lang/String;

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

    .line 89
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/keelson/backup/cetp/ArgsKt;->parseArgs(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v9

    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v9

    goto :goto_1

    :cond_4
    move-object v10, v0

    const/4 v11, 0x0

    .line 90
    const-string v0, "KeelsonTools"

    const-string v1, "unreadable args"

    invoke-static {v0, v1, v10}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 91
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object within max_request_bytes."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 89
    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    move-object v8, v0

    .line 93
    move-object/from16 v11, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v11

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v12, v0

    .line 229
    const/4 v13, 0x0

    .line 93
    move-object v14, v8

    const-string v15, "caller_package"

    const/16 v16, 0x0

    .line 230
    invoke-virtual {v14, v15}, Lorg/json/JSONObject;->isNull(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v0, 0x0

    goto :goto_2

    :cond_5
    move-object/from16 v17, v14

    move-object/from16 v18, v15

    const/16 v19, 0x0

    .line 231
    move-object/from16 v0, v17

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v20

    .line 232
    move-object/from16 v0, v20

    instance-of v0, v0, Ljava/lang/String;

    if-nez v0, :cond_6

    .line 233
    const/16 v21, 0x0

    .line 232
    const-class v1, Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v18

    move-object/from16 v2, v20

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v21

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v21

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 234
    :cond_6
    move-object/from16 v0, v20

    .line 93
    :goto_2
    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_7

    move-object v15, v0

    .line 229
    const/16 v16, 0x0

    .line 93
    invoke-static {v15}, Lapp/keelson/backup/cetp/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_3

    :cond_7
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_8

    invoke-static {v0}, Lapp/keelson/backup/cetp/PackageName;->box-impl(Ljava/lang/String;)Lapp/keelson/backup/cetp/PackageName;

    move-result-object v0

    goto :goto_4

    :cond_8
    const/4 v0, 0x0

    :goto_4
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_5

    :catch_0
    move-exception v13

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    :goto_5
    move-object v11, v12

    invoke-static {v11}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    const/4 v0, 0x0

    goto :goto_6

    :cond_9
    move-object v0, v11

    :goto_6
    check-cast v0, Lapp/keelson/backup/cetp/PackageName;

    if-eqz v0, :cond_a

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/PackageName;->unbox-impl()Ljava/lang/String;

    move-result-object v0

    goto :goto_7

    :cond_a
    const/4 v0, 0x0

    :goto_7
    if-nez v0, :cond_b

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->getCaller-OPB7uT4()Ljava/lang/String;

    move-result-object v0

    :cond_b
    move-object v9, v0

    .line 94
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->grants:Lapp/keelson/backup/cetp/Grants;

    if-nez v0, :cond_c

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_c
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getScope()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v9, v2}, Lapp/keelson/backup/cetp/Grants;->allows-z_1-o2Y(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_d

    .line 95
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Allow this assistant in Keelson\'s settings first."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 97
    :cond_d
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->getResumeToken-8kaFpnU()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_e

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/HeldKt;->redeemFor-Zh6lWQk(Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;

    move-result-object v0

    goto :goto_8

    :cond_e
    const/4 v0, 0x0

    :goto_8
    move-object v10, v0

    .line 98
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_10

    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0}, Landroid/accounts/AccountManager;->get(Landroid/content/Context;)Landroid/accounts/AccountManager;

    move-result-object v0

    const-string v1, "app.keelson"

    invoke-virtual {v0, v1}, Landroid/accounts/AccountManager;->getAccountsByType(Ljava/lang/String;)[Landroid/accounts/Account;

    move-result-object v0

    const-string v2, "getAccountsByType(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, [Ljava/lang/Object;

    array-length v0, v0

    if-nez v0, :cond_f

    const/4 v0, 0x1

    goto :goto_9

    :cond_f
    const/4 v0, 0x0

    :goto_9
    if-eqz v0, :cond_10

    .line 99
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "sign_in"

    invoke-direct {v0, v1, v2}, Lapp/keelson/backup/cetp/ShareToolProvider;->hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 100
    new-instance v12, Landroid/content/ComponentName;

    const-string v2, "app.keelson.account"

    const-string v3, "app.keelson.account.SignInActivity"

    invoke-direct {v12, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 101
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    move-object v3, v12

    move-object v4, v11

    const-string v1, "AUTH_REQUIRED"

    const-string v2, "Sign in to a Keelson account first."

    const-string v5, "Sign in to share snapshots"

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 104
    :cond_10
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_12

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_11

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_11
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/keelson/backup/data/RequestLedger;->prior(Ljava/lang/String;)Lapp/keelson/backup/data/Replay;

    move-result-object v11

    if-eqz v11, :cond_12

    move-object v13, v11

    .line 229
    const/4 v14, 0x0

    .line 104
    move-object/from16 v1, p1

    invoke-static {v13, v1}, Lapp/keelson/backup/cetp/OutcomeKt;->outcomeFor(Lapp/keelson/backup/data/Replay;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    return-object v0

    .line 105
    :cond_12
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v11

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_a

    :sswitch_0
    const-string v1, "list_shares"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_13

    goto :goto_a

    :sswitch_1
    const-string v1, "open_share_bundle"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_14

    goto :goto_a

    :sswitch_2
    const-string v1, "share_snapshot"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_15

    goto :goto_a

    .line 106
    :cond_13
    move-object/from16 v0, p0

    invoke-direct {v0, v9}, Lapp/keelson/backup/cetp/ShareToolProvider;->list-ChBnzGE(Ljava/lang/String;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_b

    .line 107
    :cond_14
    move-object/from16 v0, p0

    invoke-direct {v0, v9, v8}, Lapp/keelson/backup/cetp/ShareToolProvider;->bundle-z_1-o2Y(Ljava/lang/String;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_b

    .line 108
    :cond_15
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v9, v8}, Lapp/keelson/backup/cetp/ShareToolProvider;->share-OUIH6ow(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_b

    .line 109
    :goto_a
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v9, v8, v10}, Lapp/keelson/backup/cetp/ShareToolProvider;->revoke-megLHio(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;Lapp/keelson/backup/cetp/HeldCall;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    .line 105
    :goto_b
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7fe19f49 -> :sswitch_1
        0xb5d2224 -> :sswitch_2
        0x1af5ab35 -> :sswitch_0
    .end sparse-switch
.end method

.method private final hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 114
    sget-object v0, Lapp/keelson/backup/cetp/ResumeToken;->Companion:Lapp/keelson/backup/cetp/ResumeToken$Companion;

    iget-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->random:Ljava/util/Random;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/ResumeToken$Companion;->mint-arSrOuI(Ljava/util/Random;)Ljava/lang/String;

    move-result-object v2

    .line 115
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2, p2, p1}, Lapp/keelson/backup/cetp/HeldCalls;->hold-z-myHjc(Ljava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/HeldCall;

    .line 116
    return-object v2
.end method

.method private final list-ChBnzGE(Ljava/lang/String;)Lapp/keelson/backup/cetp/Outcome;
    .registers 11

    .line 120
    move-object v5, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v5

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v6, v0

    .line 229
    const/4 v7, 0x0

    .line 120
    iget-object v0, v6, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    if-nez v0, :cond_0

    const-string v0, "shares"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1}, Lapp/keelson/backup/data/ShareStore;->list-ChBnzGE(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_0
    move-object v5, v6

    .line 121
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v6, v0

    move-object v7, v6

    .line 229
    const/4 v8, 0x0

    .line 121
    const-string v0, "KeelsonTools"

    const-string v1, "list_shares failed"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    goto :goto_1

    .line 122
    :cond_1
    :goto_1
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v0, v5

    check-cast v0, Lorg/json/JSONArray;

    move-object v6, v0

    .line 229
    const/4 v7, 0x0

    .line 122
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "shares"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_2

    :cond_2
    move-object v6, v0

    const/4 v7, 0x0

    .line 123
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "Keelson could not read the shares."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    :goto_2
    return-object v0
.end method

.method private final revoke-megLHio(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;Lapp/keelson/backup/cetp/HeldCall;)Lapp/keelson/backup/cetp/Outcome;
    .registers 24

    .line 178
    move-object/from16 v11, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v11

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v12, v0

    .line 229
    const/4 v13, 0x0

    .line 178
    move-object/from16 v14, p3

    const-string v15, "share_id"

    const/16 v16, 0x0

    .line 252
    invoke-virtual {v14, v15}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v17

    .line 253
    move-object/from16 v0, v17

    instance-of v0, v0, Ljava/lang/Number;

    if-nez v0, :cond_0

    .line 254
    const/16 v18, 0x0

    .line 253
    const-class v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v17

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v15}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v18

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v18

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 255
    :cond_0
    move-object/from16 v0, v17

    check-cast v0, Ljava/lang/Number;

    .line 178
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v13

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v13}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v12

    :goto_0
    move-object v11, v12

    invoke-static {v11}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v11

    goto :goto_1

    :cond_1
    move-object v12, v0

    const/4 v13, 0x0

    .line 179
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "share_id must be a share id."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 178
    :goto_1
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v9

    .line 181
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    if-nez v0, :cond_2

    const-string v0, "shares"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    move-object/from16 v3, p2

    invoke-virtual {v0, v9, v10, v3}, Lapp/keelson/backup/data/ShareStore;->recipientOf-AYdOxA8(JLjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such share."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    :cond_3
    move-object v11, v0

    .line 182
    move-object/from16 v0, p4

    invoke-static {v0}, Lapp/keelson/backup/cetp/HeldKt;->getConfirmed(Lapp/keelson/backup/cetp/HeldCall;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 183
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const-string v2, "confirm"

    invoke-direct {v0, v1, v2}, Lapp/keelson/backup/cetp/ShareToolProvider;->hold-rkVEzdE(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 184
    new-instance v13, Landroid/content/ComponentName;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-class v3, Lapp/keelson/backup/cetp/ConfirmActivity;

    invoke-direct {v13, v2, v3}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 185
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    .line 186
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Stop sharing with "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, "; the device loses access to the snapshot"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 185
    move-object v3, v13

    move-object v4, v12

    move-object v5, v6

    const-string v1, "USER_ACTION_REQUIRED"

    const-string v2, "Confirm in Keelson."

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 188
    :cond_4
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_5

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 189
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_6

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 190
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "CONFLICT"

    const-string v3, "This request is already running."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 192
    :cond_7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "share_id"

    invoke-virtual {v0, v1, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    const-string v1, "revoked"

    if-nez v2, :cond_8

    const-string v2, "shares"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_8
    move-object/from16 v5, p2

    invoke-virtual {v2, v9, v10, v5}, Lapp/keelson/backup/data/ShareStore;->revoke-AYdOxA8(JLjava/lang/String;)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v12

    .line 193
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_9

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_9
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v5, "toString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "success"

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 194
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v12}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 17

    .line 64
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 65
    move/from16 v1, p3

    invoke-direct {p0, v1}, Lapp/keelson/backup/cetp/ShareToolProvider;->callerOf-ORGD_7Y(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v7

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app is not a trusted assistant."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v8, v0

    .line 66
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    sget-object v4, Lapp/keelson/backup/cetp/ShareToolProvider;->OFFERED:Ljava/util/List;

    move/from16 v1, p3

    const-string v2, "app.keelson.backup.tools.shares"

    const-string v3, "Keelson Shares"

    invoke-static {p2, v1, v2, v3, v4}, Lapp/keelson/backup/cetp/ProtocolKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/List;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 67
    :cond_1
    invoke-static {}, Lapp/keelson/backup/cetp/ProtocolKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v7

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_2
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    if-nez v7, :cond_4

    .line 69
    :cond_3
    move-object v0, v7

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_4
    sget-object v0, Lapp/keelson/backup/cetp/Sessions;->INSTANCE:Lapp/keelson/backup/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p3

    const-string v3, "app.keelson.backup.tools.shares"

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/Sessions;->current(Ljava/lang/String;ILjava/lang/String;)Lapp/keelson/backup/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 72
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v7, v1, v2, v3}, Lapp/keelson/backup/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_5
    move-object v9, v0

    .line 73
    new-instance v0, Lapp/keelson/backup/cetp/Call;

    move/from16 v1, p3

    move-object v2, v8

    move-object v4, v9

    move-object v5, p2

    const-string v3, "app.keelson.backup.tools.shares"

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v10, v0

    .line 74
    move-object v12, p1

    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    .line 75
    :cond_6
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    new-instance v2, Lorg/json/JSONObject;

    const-string v4, "{\"provider_id\":\"app.keelson.backup.tools.shares\",\"provider_name\":\"Keelson Shares\",\"description\":\"Share snapshots with other devices of the account\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"shares.read\",\"title\":\"Read shares\",\"description\":\"List shares and open their bundles\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"shares.write\",\"title\":\"Manage shares\",\"description\":\"Share snapshots with devices and revoke shares\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_1

    .line 76
    :cond_7
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    sget-object v3, Lapp/keelson/backup/cetp/ShareToolProvider;->TOOLS:Ljava/util/List;

    const-string v2, "shares-2"

    invoke-static {v2, v3, v9}, Lapp/keelson/backup/cetp/ProtocolKt;->listing(Ljava/lang/String;Ljava/util/List;Lapp/keelson/backup/cetp/Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_1

    .line 77
    :cond_8
    invoke-direct {p0, v10}, Lapp/keelson/backup/cetp/ShareToolProvider;->execute(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_1

    .line 78
    :cond_9
    invoke-direct {p0, v10}, Lapp/keelson/backup/cetp/ShareToolProvider;->status(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;

    move-result-object v0

    goto :goto_1

    .line 79
    :goto_0
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "cancellation is not offered."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    .line 74
    :goto_1
    move-object v11, v0

    .line 81
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

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

.method private final share-OUIH6ow(Lapp/keelson/backup/cetp/Call;Ljava/lang/String;Lorg/json/JSONObject;)Lapp/keelson/backup/cetp/Outcome;
    .registers 16

    .line 145
    invoke-direct {p0, p3}, Lapp/keelson/backup/cetp/ShareToolProvider;->shareRequestOf-IoAF18A(Lorg/json/JSONObject;)Ljava/lang/Object;

    move-result-object v8

    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v8

    goto :goto_0

    :cond_0
    move-object v9, v0

    const/4 v10, 0x0

    .line 146
    const-string v0, "KeelsonTools"

    const-string v1, "share_snapshot args rejected"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 147
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_ARGS"

    const-string v2, "Arguments do not match the input schema."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 145
    :goto_0
    check-cast v0, Lapp/keelson/backup/cetp/ShareRequest;

    move-object v7, v0

    .line 149
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_1

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ShareRequest;->getSnapshot-q1g3J3M()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/keelson/backup/data/SnapshotStore;->byId-UULFLlA(J)Lapp/keelson/backup/data/SnapshotRecord;

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

    .line 150
    :cond_2
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->expired()Z

    move-result v0

    if-eqz v0, :cond_3

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 151
    :cond_3
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_4

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 152
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "CONFLICT"

    const-string v3, "This request is already running."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 154
    :cond_5
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    if-nez v0, :cond_6

    const-string v0, "shares"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ShareRequest;->getSnapshot-q1g3J3M()J

    move-result-wide v1

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ShareRequest;->getRecipient()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ShareRequest;->getDays()I

    move-result v5

    move-object v3, p2

    invoke-virtual/range {v0 .. v5}, Lapp/keelson/backup/data/ShareStore;->create-Y1X4v2I(JLjava/lang/String;Ljava/lang/String;I)J

    move-result-wide v8

    .line 155
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_7

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/OperationBook;->start-ghmEwfk(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 156
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    if-nez v0, :cond_8

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    const-string v2, "accepted"

    invoke-virtual {v0, v1, v2, v10}, Lapp/keelson/backup/data/RequestLedger;->complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 157
    new-instance v0, Lapp/keelson/backup/cetp/Upload;

    invoke-virtual {v7}, Lapp/keelson/backup/cetp/ShareRequest;->getSnapshot-q1g3J3M()J

    move-result-wide v5

    move-object v1, v10

    move-wide v2, v8

    move-wide v4, v5

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/keelson/backup/cetp/Upload;-><init>(Ljava/lang/String;JJLkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v11, v0

    .line 158
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->uploads:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, v11}, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/keelson/backup/cetp/ShareToolProvider;Lapp/keelson/backup/cetp/Upload;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 159
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Accepted;

    const-wide/16 v3, 0xbb8

    const/4 v5, 0x0

    invoke-direct {v0, v10, v3, v4, v5}, Lapp/keelson/backup/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final shareRequestOf-IoAF18A(Lorg/json/JSONObject;)Ljava/lang/Object;
    .registers 24

    .line 135
    move-object/from16 v6, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v6

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v7, v0

    const/4 v8, 0x0

    .line 136
    move-object/from16 v9, p1

    const-string v10, "snapshot_id"

    const/4 v11, 0x0

    .line 239
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v12

    .line 240
    instance-of v0, v12, Ljava/lang/Number;

    if-nez v0, :cond_0

    .line 241
    const/4 v13, 0x0

    .line 240
    const-class v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v13

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 242
    :cond_0
    move-object v0, v12

    check-cast v0, Ljava/lang/Number;

    .line 136
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/SnapshotId;->constructor-impl(J)J

    move-result-wide v14

    .line 137
    move-object/from16 v10, p1

    const-string v11, "recipient"

    const/4 v12, 0x0

    .line 243
    invoke-virtual {v10, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v13

    .line 244
    instance-of v0, v13, Ljava/lang/String;

    if-nez v0, :cond_1

    .line 245
    const/16 v16, 0x0

    .line 244
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

    move-result-object v16

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v16

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 246
    :cond_1
    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    .line 137
    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    .line 138
    sget-object v0, Lapp/keelson/backup/cetp/ShareToolProvider;->RECIPIENT:Lkotlin/text/Regex;

    move-object v1, v9

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 229
    const/4 v11, 0x0

    .line 138
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "recipient \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\" is not a device code"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 139
    :cond_2
    move-object/from16 v12, p1

    const-string v13, "days"

    const/16 v16, 0x0

    .line 247
    invoke-virtual {v12, v13}, Lorg/json/JSONObject;->isNull(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_0

    :cond_3
    move-object/from16 v17, v12

    move-object/from16 v18, v13

    const/16 v19, 0x0

    .line 248
    move-object/from16 v0, v17

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v20

    .line 249
    move-object/from16 v0, v20

    instance-of v0, v0, Ljava/lang/Number;

    if-nez v0, :cond_4

    .line 250
    const/16 v21, 0x0

    .line 249
    const-class v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v18

    move-object/from16 v2, v20

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " must be a "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", not "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v21

    new-instance v0, Ljava/lang/IllegalArgumentException;

    move-object/from16 v2, v21

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 251
    :cond_4
    move-object/from16 v0, v20

    .line 139
    :goto_0
    check-cast v0, Ljava/lang/Number;

    if-eqz v0, :cond_5

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    goto :goto_1

    :cond_5
    const/4 v0, 0x7

    :goto_1
    move v10, v0

    .line 140
    const/4 v0, 0x1

    if-gt v0, v10, :cond_7

    const/16 v1, 0x1f

    if-ge v10, v1, :cond_6

    const/4 v0, 0x1

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_8

    .line 229
    const/4 v12, 0x0

    .line 140
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "days must be 1 to 30, not "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v12

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 141
    :cond_8
    new-instance v0, Lapp/keelson/backup/cetp/ShareRequest;

    move-wide v1, v14

    move-object v3, v9

    move v4, v10

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/ShareRequest;-><init>(JLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 135
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_3

    :catch_0
    move-exception v8

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    .line 142
    :goto_3
    return-object v7
.end method

.method public static final share_OUIH6ow$lambda$1(Lapp/keelson/backup/cetp/ShareToolProvider;Lapp/keelson/backup/cetp/Upload;)V
    .registers 2

    .line 158
    invoke-direct {p0, p1}, Lapp/keelson/backup/cetp/ShareToolProvider;->upload(Lapp/keelson/backup/cetp/Upload;)V

    return-void
.end method

.method private final status(Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 10

    .line 198
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

    .line 199
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

    .line 200
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "operation_id is missing or malformed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0

    .line 199
    :cond_1
    move-object v6, v0

    .line 201
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getUid()I

    move-result v1

    iget-object v2, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

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

    .line 202
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

    .line 203
    :cond_4
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Status;

    invoke-static {v7}, Lapp/keelson/backup/cetp/OperationsKt;->toStatus(Lapp/keelson/backup/cetp/Operation;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Status;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    return-object v0
.end method

.method private final upload(Lapp/keelson/backup/cetp/Upload;)V
    .registers 15

    .line 163
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_0

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getOp-UOcBs7U()Ljava/lang/String;

    move-result-object v1

    const-string v2, "running"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 164
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lapp/keelson/backup/cetp/ShareToolProvider;

    move-object v8, v0

    const/4 v9, 0x0

    .line 165
    iget-object v0, v8, Lapp/keelson/backup/cetp/ShareToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    if-nez v0, :cond_1

    const-string v0, "snapshots"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getSnapshot-q1g3J3M()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/keelson/backup/data/SnapshotStore;->manifestFile-UULFLlA(J)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_2

    .line 229
    const/4 v10, 0x0

    .line 165
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getSnapshot-q1g3J3M()J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "snapshot "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, " has no manifest"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v11, v0

    .line 166
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getShareId()J

    move-result-wide v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "share-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, ".json"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v12

    .line 167
    new-instance v1, Ljava/io/File;

    invoke-virtual {v8}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "shares/"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v0, v11

    const/4 v2, 0x1

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlin/io/FilesKt;->copyTo$default(Ljava/io/File;Ljava/io/File;ZIILjava/lang/Object;)Ljava/io/File;

    .line 168
    iget-object v0, v8, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    if-nez v0, :cond_3

    const-string v0, "shares"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getShareId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2, v12}, Lapp/keelson/backup/data/ShareStore;->markUploaded(JLjava/lang/String;)V

    .line 169
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 164
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

    .line 169
    invoke-static {v7}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v7

    check-cast v0, Lkotlin/Unit;

    move-object v8, v0

    const/4 v9, 0x0

    .line 170
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_4

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getOp-UOcBs7U()Ljava/lang/String;

    move-result-object v1

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getShareId()J

    move-result-wide v5

    const-string v4, "share_id"

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    const/4 v4, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 171
    :cond_5
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_7

    move-object v8, v0

    move-object v9, v8

    const/4 v10, 0x0

    .line 172
    const-string v0, "KeelsonTools"

    const-string v1, "upload failed"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 173
    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    if-nez v0, :cond_6

    const-string v0, "operations"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_6
    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Upload;->getOp-UOcBs7U()Ljava/lang/String;

    move-result-object v1

    const-string v4, "UNAVAILABLE"

    const-string v5, "The share could not be uploaded."

    const/4 v6, 0x1

    invoke-static {v4, v5, v6}, Lapp/keelson/backup/cetp/OutcomeKt;->errorJson(Ljava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;

    move-result-object v4

    const-string v2, "failed"

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3, v4}, Lapp/keelson/backup/cetp/OperationBook;->update--KQ6r30(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 171
    goto :goto_1

    .line 175
    :cond_7
    :goto_1
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 52
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lapp/keelson/backup/cetp/ShareToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 207
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 10

    .line 39
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/ShareToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v7, v0

    .line 40
    sget-object v0, Lapp/keelson/backup/data/BackupDb;->Companion:Lapp/keelson/backup/data/BackupDb$Companion;

    invoke-virtual {v0, v7}, Lapp/keelson/backup/data/BackupDb$Companion;->get(Landroid/content/Context;)Lapp/keelson/backup/data/BackupDb;

    move-result-object v8

    .line 41
    new-instance v1, Lapp/keelson/backup/cetp/CallerGate;

    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v2}, Lapp/keelson/backup/cetp/CallerGate;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->gate:Lapp/keelson/backup/cetp/CallerGate;

    .line 42
    sget-object v1, Lapp/keelson/backup/cetp/Grants;->Companion:Lapp/keelson/backup/cetp/Grants$Companion;

    invoke-virtual {v1, v7}, Lapp/keelson/backup/cetp/Grants$Companion;->of(Landroid/content/Context;)Lapp/keelson/backup/cetp/Grants;

    move-result-object v1

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->grants:Lapp/keelson/backup/cetp/Grants;

    .line 43
    new-instance v1, Lapp/keelson/backup/data/SnapshotStore;

    new-instance v3, Ljava/io/File;

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "snapshots"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v8, v3}, Lapp/keelson/backup/data/SnapshotStore;-><init>(Lapp/keelson/backup/data/BackupDb;Ljava/io/File;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->snapshots:Lapp/keelson/backup/data/SnapshotStore;

    .line 44
    new-instance v1, Lapp/keelson/backup/data/ShareStore;

    new-instance v3, Ljava/io/File;

    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v5

    const-string v6, "shares"

    invoke-direct {v3, v5, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v1, v8, v3}, Lapp/keelson/backup/data/ShareStore;-><init>(Lapp/keelson/backup/data/BackupDb;Ljava/io/File;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->shares:Lapp/keelson/backup/data/ShareStore;

    .line 45
    new-instance v1, Lapp/keelson/backup/data/RequestLedger;

    invoke-direct {v1, v8}, Lapp/keelson/backup/data/RequestLedger;-><init>(Lapp/keelson/backup/data/BackupDb;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->ledger:Lapp/keelson/backup/data/RequestLedger;

    .line 46
    new-instance v1, Lapp/keelson/backup/cetp/OperationBook;

    const-string v3, "app.keelson.backup.tools.shares"

    invoke-direct {v1, v8, v3}, Lapp/keelson/backup/cetp/OperationBook;-><init>(Lapp/keelson/backup/data/BackupDb;Ljava/lang/String;)V

    iput-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider;->operations:Lapp/keelson/backup/cetp/OperationBook;

    .line 47
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 206
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 210
    const/4 v0, 0x0

    return v0
.end method
