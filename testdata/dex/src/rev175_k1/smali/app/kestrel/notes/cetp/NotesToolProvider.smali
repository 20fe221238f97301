.class public final Lapp/kestrel/notes/cetp/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.kt"


# static fields
.field private static final Companion:Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;

.field public static final DAY_MS:J = 0x5265c00L

.field private static final NOTES_URI:Landroid/net/Uri;

.field public static final REVISION:Ljava/lang/String; = "notes-7"


# instance fields
.field private gate:Lapp/kestrel/notes/cetp/CallerGate;

.field private grants:Lapp/kestrel/notes/cetp/Grants;

.field private ledger:Lapp/kestrel/notes/data/RequestLedger;

.field private final resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

.field private final sessions:Lapp/kestrel/notes/cetp/Sessions;

.field private store:Lapp/kestrel/notes/data/NoteStore;

.field private final table:Ljava/util/Map;

.field private final tableDescriptors:Ljava/util/Map;

.field private tools:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->Companion:Lapp/kestrel/notes/cetp/NotesToolProvider$Companion;

    .line 143
    const-string v0, "content://app.kestrel.notes.data/notes"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->NOTES_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 20

    .line 18
    move-object/from16 v0, p0

    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V

    .line 24
    new-instance v1, Lapp/kestrel/notes/cetp/Sessions;

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v5

    const-string v3, "app.kestrel.notes"

    const-string v4, "Kestrel Notes"

    invoke-direct {v1, v3, v4, v5}, Lapp/kestrel/notes/cetp/Sessions;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    .line 25
    const/4 v1, 0x2

    new-array v7, v1, [Lkotlin/Pair;

    new-instance v4, Lapp/kestrel/notes/cetp/NotesToolProvider$table$1;

    move-object/from16 v6, p0

    invoke-direct {v4, v6}, Lapp/kestrel/notes/cetp/NotesToolProvider$table$1;-><init>(Lapp/kestrel/notes/cetp/NotesToolProvider;)V

    const-string v3, "export_notes"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    new-instance v4, Lapp/kestrel/notes/cetp/NotesToolProvider$table$2;

    move-object/from16 v6, p0

    invoke-direct {v4, v6}, Lapp/kestrel/notes/cetp/NotesToolProvider$table$2;-><init>(Lapp/kestrel/notes/cetp/NotesToolProvider;)V

    const-string v3, "purge_trash"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v7, v2

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->table:Ljava/util/Map;

    .line 26
    const/4 v1, 0x2

    new-array v7, v1, [Lapp/kestrel/notes/cetp/ToolDescriptor;

    invoke-static {}, Lapp/kestrel/notes/cetp/NotesToolsKt;->getEXPORT_NOTES()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    invoke-static {}, Lapp/kestrel/notes/cetp/NotesToolsKt;->getPURGE_TRASH()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v7, v2

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    move-object/from16 v17, p0

    const/4 v8, 0x0

    .line 147
    const/16 v1, 0xa

    invoke-static {v7, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v9

    .line 148
    move-object v10, v7

    new-instance v11, Ljava/util/LinkedHashMap;

    invoke-direct {v11, v9}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v11, Ljava/util/Map;

    const/4 v12, 0x0

    .line 149
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_0
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    .line 150
    move-object v1, v14

    check-cast v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-object v15, v1

    move-object/from16 v18, v11

    const/16 v16, 0x0

    .line 26
    invoke-virtual {v15}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v0

    .line 150
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 26
    :cond_0
    move-object/from16 v0, v17

    iput-object v11, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->tableDescriptors:Ljava/util/Map;

    .line 27
    sget-object v1, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

    .line 18
    return-void
.end method

.method public static final synthetic access$exportNotes(Lapp/kestrel/notes/cetp/NotesToolProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3

    .line 18
    invoke-direct {p0, p1}, Lapp/kestrel/notes/cetp/NotesToolProvider;->exportNotes(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getNOTES_URI$cp()Landroid/net/Uri;
    .registers 1

    .line 18
    sget-object v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->NOTES_URI:Landroid/net/Uri;

    return-object v0
.end method

.method public static final synthetic access$purgeTrash(Lapp/kestrel/notes/cetp/NotesToolProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3

    .line 18
    invoke-direct {p0, p1}, Lapp/kestrel/notes/cetp/NotesToolProvider;->purgeTrash(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 23

    .line 65
    move-object/from16 v0, p1

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 66
    move-object/from16 v0, p1

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "{}"

    :cond_1
    move-object v9, v0

    .line 68
    :try_start_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->tools:Ljava/util/Map;

    if-nez v0, :cond_2

    const-string v0, "tools"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-static {v8}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/BaseTool;

    if-eqz v0, :cond_3

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BaseTool;->getDescriptor()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_4

    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->tableDescriptors:Ljava/util/Map;

    invoke-static {v8}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    if-nez v0, :cond_4

    .line 69
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "No such tool."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_4
    move-object v10, v0

    .line 70
    invoke-static {v9}, Lapp/kestrel/notes/cetp/WireKt;->decodeArgs(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    if-nez v0, :cond_5

    .line 71
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_ARGS:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "args must be a JSON object of at most 65536 bytes."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 70
    :cond_5
    move-object v11, v0

    .line 72
    const-string v1, "caller_package"

    invoke-static {v11, v1}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_6

    move-object/from16 v0, p4

    :cond_6
    move-object v12, v0

    .line 73
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->grants:Lapp/kestrel/notes/cetp/Grants;

    if-nez v0, :cond_7

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v10}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v12, v2}, Lapp/kestrel/notes/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v13

    .line 74
    move-object v0, v13

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x1

    goto :goto_0

    :cond_8
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_9

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;

    invoke-direct {v2, v13}, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 75
    :cond_9
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->table:Ljava/util/Map;

    invoke-interface {v0, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Lapp/kestrel/notes/cetp/ToolFn;

    .line 76
    move-object v0, v14

    if-eqz v14, :cond_a

    invoke-static {v0, v8}, Lapp/kestrel/notes/cetp/ToolsKt;->asHandler-6F0dPIs(Lapp/kestrel/notes/cetp/ToolFn;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;

    move-result-object v1

    move-object/from16 v0, p0

    move-object v2, v10

    move-object v3, v11

    move-object/from16 v4, p1

    move-object/from16 v5, p2

    move/from16 v6, p3

    move-object v7, v9

    invoke-direct/range {v0 .. v7}, Lapp/kestrel/notes/cetp/NotesToolProvider;->runTable(Lkotlin/jvm/functions/Function1;Lapp/kestrel/notes/cetp/ToolDescriptor;Landroid/os/Bundle;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :cond_a
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->tools:Ljava/util/Map;

    if-nez v0, :cond_b

    const-string v0, "tools"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_b
    invoke-static {v8}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/BaseTool;

    invoke-static {v0, v11}, Lapp/kestrel/notes/cetp/ToolsKt;->prepare(Lapp/kestrel/notes/cetp/BaseTool;Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/Prepared;

    move-result-object v15

    .line 78
    invoke-virtual {v10}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getMutating()Z

    move-result v0

    if-nez v0, :cond_c

    .line 79
    move-object/from16 v1, p2

    move-object/from16 v2, p0

    new-instance v4, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v4, v1, v2, v15}, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Lapp/kestrel/notes/cetp/NotesToolProvider;Lapp/kestrel/notes/cetp/Prepared;)V

    move-object v1, v4

    invoke-static {v8, v1}, Lapp/kestrel/notes/cetp/IdentityKt;->timed(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0

    .line 84
    :cond_c
    move-object/from16 v0, p1

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_d

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 85
    :cond_d
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_e

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_e
    move-object/from16 v3, p2

    invoke-static {v3}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v17, v9

    sget-object v5, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object v6, v5

    move-object/from16 v5, v17

    invoke-virtual {v5, v6}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v5

    const-string v7, "getBytes(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v5}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v5

    new-instance v6, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v6, v15}, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/kestrel/notes/cetp/Prepared;)V

    move/from16 v1, p3

    move-object v4, v8

    const-string v2, "app.kestrel.notes"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v16

    .line 86
    move-object/from16 v1, p0

    move-object/from16 v2, v16

    invoke-direct {v1, v2}, Lapp/kestrel/notes/cetp/NotesToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
    :try_end_0
    .catch Lapp/kestrel/notes/cetp/ToolException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lapp/kestrel/notes/cetp/MissingArgument; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_3

    .line 87
    :catch_0
    move-exception v11

    .line 88
    invoke-virtual {v11}, Lapp/kestrel/notes/cetp/ToolException;->getFailure()Lapp/kestrel/notes/cetp/ToolFailure;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/FailuresKt;->toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :catch_1
    move-exception v11

    .line 90
    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    invoke-virtual {v11}, Lapp/kestrel/notes/cetp/MissingArgument;->getKey()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/FailuresKt;->toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 91
    :catch_2
    move-exception v11

    .line 92
    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "args"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/FailuresKt;->toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 93
    :catch_3
    move-exception v11

    .line 94
    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    move-object v3, v11

    check-cast v3, Ljava/lang/Throwable;

    const/4 v4, 0x0

    invoke-direct {v0, v8, v3, v4}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;-><init>(Ljava/lang/String;Ljava/lang/Throwable;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/FailuresKt;->toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$0(Ljava/lang/String;Lapp/kestrel/notes/cetp/NotesToolProvider;Lapp/kestrel/notes/cetp/Prepared;)Landroid/os/Bundle;
    .registers 6

    .line 80
    sget-object v0, Lapp/kestrel/notes/cetp/Meter;->INSTANCE:Lapp/kestrel/notes/cetp/Meter;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/cetp/Meter;->hit(I)V

    .line 81
    invoke-virtual {p2}, Lapp/kestrel/notes/cetp/Prepared;->runEncoded()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p1, v2}, Lapp/kestrel/notes/cetp/NotesToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$1(Lapp/kestrel/notes/cetp/Prepared;)Lorg/json/JSONObject;
    .registers 2

    .line 85
    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/Prepared;->runEncoded()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final exportNotes(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 117
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lapp/kestrel/notes/data/NoteStore;->all()Ljava/util/List;

    move-result-object v3

    .line 118
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 119
    new-instance v2, Lapp/kestrel/notes/cetp/NoteList;

    invoke-direct {v2, v3}, Lapp/kestrel/notes/cetp/NoteList;-><init>(Ljava/util/List;)V

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/NoteList;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "document"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 120
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v2

    const-string v1, "count"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 121
    return-object v4
.end method

.method private final purgeTrash(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 125
    const-string v1, "older_than_days"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v9

    .line 126
    const-wide/16 v2, 0x0

    cmp-long v0, v9, v2

    if-ltz v0, :cond_0

    const-wide/16 v2, 0xe42

    cmp-long v0, v9, v2

    if-lez v0, :cond_1

    :cond_0
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "older_than_days"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 127
    :cond_1
    new-instance v11, Landroid/os/Bundle;

    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V

    .line 128
    iget-object v2, p0, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    move-object v0, v11

    const-string v1, "count"

    if-nez v2, :cond_2

    const-string v2, "store"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v7, 0x5265c00

    mul-long v5, v9, v7

    sub-long/2addr v3, v5

    invoke-virtual {v2, v3, v4}, Lapp/kestrel/notes/data/NoteStore;->purgeTrash(J)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 129
    return-object v11
.end method

.method public static final resolutions$lambda$0(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "ctx"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lapp/kestrel/notes/ui/ConfirmActivity;

    invoke-direct {v0, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "app.kestrel.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 29
    const/high16 v3, 0xc000000

    invoke-static {p0, p2, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final runTable(Lkotlin/jvm/functions/Function1;Lapp/kestrel/notes/cetp/ToolDescriptor;Landroid/os/Bundle;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 22

    .line 99
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getMutating()Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v2, Lapp/kestrel/notes/cetp/BundleValue;

    move-object/from16 v5, p3

    invoke-interface {p1, v5}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Landroid/os/Bundle;

    invoke-direct {v2, v4}, Lapp/kestrel/notes/cetp/BundleValue;-><init>(Landroid/os/Bundle;)V

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/BundleValue;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, v2}, Lapp/kestrel/notes/cetp/NotesToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p5

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 100
    :cond_0
    move-object/from16 v0, p4

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 101
    :cond_1
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 102
    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "getContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider;->resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p5

    invoke-static {v5}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object/from16 v7, p4

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 103
    move-object/from16 v8, p2

    invoke-virtual {v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getTitle()Ljava/lang/String;

    move-result-object v8

    move-object/from16 v9, p7

    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v10, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, ": "

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 102
    move/from16 v2, p6

    move-object/from16 v6, p7

    const-string v3, "app.kestrel.notes"

    invoke-static/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ParkedCallsKt;->confirmOrPark-mRbj7fM(Landroid/content/Context;Lapp/kestrel/notes/cetp/ResolutionFactory;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    :cond_2
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NotesToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    move-object/from16 v3, p5

    invoke-static {v3}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v13, p7

    sget-object v5, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v5}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v5

    const-string v7, "getBytes(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v5}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v5

    move-object/from16 v7, p3

    new-instance v6, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v6, p1, v7}, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda3;-><init>(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)V

    move/from16 v1, p6

    const-string v2, "app.kestrel.notes"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v12

    .line 108
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v13

    .line 109
    move-object/from16 v2, p2

    move-object/from16 v3, p5

    new-instance v0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, v13, v2, v3}, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/kestrel/notes/cetp/NotesToolProvider;ILapp/kestrel/notes/cetp/ToolDescriptor;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/kestrel/notes/cetp/IdentityKt;->asProvider(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    .line 113
    invoke-direct {p0, v12}, Lapp/kestrel/notes/cetp/NotesToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p5

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final runTable$lambda$0(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 4

    .line 106
    new-instance v0, Lapp/kestrel/notes/cetp/BundleValue;

    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BundleValue;-><init>(Landroid/os/Bundle;)V

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BundleValue;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final runTable$lambda$1(Lapp/kestrel/notes/cetp/NotesToolProvider;ILapp/kestrel/notes/cetp/ToolDescriptor;Ljava/lang/String;)Lkotlin/Unit;
    .registers 8

    .line 110
    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/NotesToolProvider;->NOTES_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 111
    sget-object v0, Lapp/kestrel/notes/cetp/Audit;->INSTANCE:Lapp/kestrel/notes/cetp/Audit;

    invoke-virtual {p2}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v2

    const-string v3, "done"

    invoke-virtual {v0, p1, v2, p3, v3}, Lapp/kestrel/notes/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 112
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5

    .line 132
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "value"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 28

    move-object/from16 v0, p1

    const-string v1, "method"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v5

    .line 45
    move-object/from16 v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v6, v0

    .line 46
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->gate:Lapp/kestrel/notes/cetp/CallerGate;

    if-nez v0, :cond_1

    const-string v0, "gate"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v5}, Lapp/kestrel/notes/cetp/CallerGate;->anyTrusted(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 47
    const-string v1, "request_id"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "This app is not an approved assistant."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 46
    :cond_2
    move-object v7, v0

    .line 48
    invoke-static {}, Lapp/kestrel/notes/cetp/WireKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v1, "request_id"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Unknown method."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 49
    :cond_3
    move-object/from16 v0, p1

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    invoke-virtual {v0, v6, v5}, Lapp/kestrel/notes/cetp/Sessions;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :cond_4
    const-string v1, "request_id"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 51
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_7

    move-object v0, v8

    check-cast v0, Ljava/lang/CharSequence;

    move-object v9, v0

    if-eqz v9, :cond_5

    invoke-static {v9}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_6

    :cond_5
    const/4 v0, 0x1

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_8

    .line 52
    :cond_7
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "protocol_version 2 and request_id are required."

    invoke-static {v8, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_8
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v5}, Lapp/kestrel/notes/cetp/Sessions;->current(Ljava/lang/String;I)Lapp/kestrel/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_9

    .line 55
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v8, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_9
    move-object/from16 v9, p1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_2

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto/16 :goto_2

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto/16 :goto_2

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_e

    goto/16 :goto_2

    .line 57
    :cond_a
    invoke-static {}, Lapp/kestrel/notes/cetp/NotesToolsKt;->getNOTES_INFO()Lapp/kestrel/notes/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lapp/kestrel/notes/cetp/ProviderInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v8, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_3

    .line 58
    :cond_b
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/NotesToolProvider;->tools:Ljava/util/Map;

    move-object v0, v8

    const-string v1, "notes-7"

    if-nez v2, :cond_c

    const-string v2, "tools"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_c
    invoke-interface {v2}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v10

    check-cast v10, Ljava/lang/Iterable;

    move-object/from16 v20, v1

    move-object/from16 v19, v0

    const/4 v11, 0x0

    .line 159
    move-object v12, v10

    new-instance v13, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v13, Ljava/util/Collection;

    const/4 v14, 0x0

    .line 160
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_1
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_d

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    .line 161
    move-object/from16 v1, v16

    check-cast v1, Lapp/kestrel/notes/cetp/BaseTool;

    move-object/from16 v17, v1

    move-object/from16 v21, v13

    const/16 v18, 0x0

    .line 58
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BaseTool;->getDescriptor()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    .line 161
    move-object v1, v0

    move-object/from16 v0, v21

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 162
    :cond_d
    move-object v0, v13

    check-cast v0, Ljava/util/List;

    .line 159
    move-object/from16 v21, v0

    move-object/from16 v2, v21

    check-cast v2, Ljava/util/Collection;

    .line 58
    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/kestrel/notes/cetp/NotesToolProvider;->tableDescriptors:Ljava/util/Map;

    invoke-interface {v3}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    invoke-static {v2, v3}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v22

    move-object/from16 v23, v20

    new-instance v1, Lapp/kestrel/notes/cetp/ToolList;

    move-object/from16 v3, v23

    move-object/from16 v4, v22

    invoke-direct {v1, v3, v4}, Lapp/kestrel/notes/cetp/ToolList;-><init>(Ljava/lang/String;Ljava/util/List;)V

    invoke-virtual {v1}, Lapp/kestrel/notes/cetp/ToolList;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, v19

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 59
    :cond_e
    move-object/from16 v0, p0

    invoke-direct {v0, v6, v8, v5, v7}, Lapp/kestrel/notes/cetp/NotesToolProvider;->execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 60
    :goto_2
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Notes offers no background operations."

    invoke-static {v8, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 56
    :goto_3
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 137
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 135
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 136
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 21

    .line 33
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 34
    new-instance v7, Lapp/kestrel/notes/data/KestrelDb;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v7, v6}, Lapp/kestrel/notes/data/KestrelDb;-><init>(Landroid/content/Context;)V

    .line 35
    new-instance v1, Lapp/kestrel/notes/data/NoteStore;

    invoke-direct {v1, v7}, Lapp/kestrel/notes/data/NoteStore;-><init>(Lapp/kestrel/notes/data/KestrelDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    .line 36
    new-instance v1, Lapp/kestrel/notes/data/RequestLedger;

    invoke-direct {v1, v7}, Lapp/kestrel/notes/data/RequestLedger;-><init>(Lapp/kestrel/notes/data/KestrelDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    .line 37
    new-instance v1, Lapp/kestrel/notes/cetp/CallerGate;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v5, "getPackageManager(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v4, Lapp/kestrel/notes/cetp/NotesToolProvider$onCreate$1;->INSTANCE:Lapp/kestrel/notes/cetp/NotesToolProvider$onCreate$1;

    check-cast v4, Lapp/kestrel/notes/cetp/CertCheck;

    invoke-direct {v1, v3, v4}, Lapp/kestrel/notes/cetp/CallerGate;-><init>(Landroid/content/pm/PackageManager;Lapp/kestrel/notes/cetp/CertCheck;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->gate:Lapp/kestrel/notes/cetp/CallerGate;

    .line 38
    new-instance v1, Lapp/kestrel/notes/cetp/Grants;

    invoke-direct {v1, v6}, Lapp/kestrel/notes/cetp/Grants;-><init>(Landroid/content/Context;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->grants:Lapp/kestrel/notes/cetp/Grants;

    .line 39
    const/4 v1, 0x3

    new-array v8, v1, [Lapp/kestrel/notes/cetp/BaseTool;

    new-instance v3, Lapp/kestrel/notes/cetp/ListNotesTool;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    move-object/from16 v0, p0

    move-object v1, v8

    const/4 v2, 0x0

    if-nez v5, :cond_0

    const-string v5, "store"

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v5, 0x0

    :cond_0
    invoke-direct {v3, v5}, Lapp/kestrel/notes/cetp/ListNotesTool;-><init>(Lapp/kestrel/notes/data/NoteStore;)V

    aput-object v3, v1, v2

    new-instance v3, Lapp/kestrel/notes/cetp/CreateNoteTool;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    move-object v1, v8

    const/4 v2, 0x1

    if-nez v5, :cond_1

    const-string v5, "store"

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v5, 0x0

    :cond_1
    invoke-direct {v3, v5}, Lapp/kestrel/notes/cetp/CreateNoteTool;-><init>(Lapp/kestrel/notes/data/NoteStore;)V

    aput-object v3, v1, v2

    new-instance v3, Lapp/kestrel/notes/cetp/TagNoteTool;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/NotesToolProvider;->store:Lapp/kestrel/notes/data/NoteStore;

    move-object v1, v8

    const/4 v2, 0x2

    if-nez v5, :cond_2

    const-string v5, "store"

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v5, 0x0

    :cond_2
    invoke-direct {v3, v5}, Lapp/kestrel/notes/cetp/TagNoteTool;-><init>(Lapp/kestrel/notes/data/NoteStore;)V

    aput-object v3, v1, v2

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    move-object/from16 v18, v0

    const/4 v9, 0x0

    .line 153
    const/16 v1, 0xa

    invoke-static {v8, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v10

    .line 154
    move-object v11, v8

    new-instance v12, Ljava/util/LinkedHashMap;

    invoke-direct {v12, v10}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v12, Ljava/util/Map;

    const/4 v13, 0x0

    .line 155
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 156
    move-object v1, v15

    check-cast v1, Lapp/kestrel/notes/cetp/BaseTool;

    move-object/from16 v16, v1

    move-object/from16 v19, v12

    const/16 v17, 0x0

    .line 39
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BaseTool;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v0

    .line 156
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1, v15}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 39
    :cond_3
    move-object/from16 v0, v18

    iput-object v12, v0, Lapp/kestrel/notes/cetp/NotesToolProvider;->tools:Ljava/util/Map;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 134
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 138
    const/4 v0, 0x0

    return v0
.end method
