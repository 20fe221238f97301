.class public final Lapp/kestrel/notes/cetp/RemindersToolProvider;
.super Landroid/content/ContentProvider;
.source "RemindersToolProvider.kt"


# static fields
.field private static final Companion:Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;

.field private static final REMINDERS_URI:Landroid/net/Uri;

.field public static final REVISION:Ljava/lang/String; = "reminders-4"


# instance fields
.field private gate:Lapp/kestrel/notes/cetp/CallerGate;

.field private grants:Lapp/kestrel/notes/cetp/Grants;

.field private ledger:Lapp/kestrel/notes/data/RequestLedger;

.field private ops:Lapp/kestrel/notes/data/OperationStore;

.field private final quick:Ljava/util/Map;

.field private final quickDescriptors:Ljava/util/Map;

.field private final resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

.field private final sessions:Lapp/kestrel/notes/cetp/Sessions;

.field private store:Lapp/kestrel/notes/data/ReminderStore;

.field private tools:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->Companion:Lapp/kestrel/notes/cetp/RemindersToolProvider$Companion;

    .line 216
    const-string v0, "content://app.kestrel.notes.data/reminders"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->REMINDERS_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 21

    .line 22
    move-object/from16 v0, p0

    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V

    .line 29
    new-instance v1, Lapp/kestrel/notes/cetp/Sessions;

    const/4 v5, 0x2

    new-array v8, v5, [Ljava/lang/String;

    const-string v7, "async_operations"

    const/4 v6, 0x0

    aput-object v7, v8, v6

    const-string v7, "cancellation"

    const/4 v6, 0x1

    aput-object v7, v8, v6

    invoke-static {v8}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    const-string v3, "app.kestrel.notes.reminders"

    const-string v4, "Kestrel Reminders"

    invoke-direct {v1, v3, v4, v5}, Lapp/kestrel/notes/cetp/Sessions;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    .line 30
    const/4 v1, 0x2

    new-array v8, v1, [Lkotlin/Pair;

    new-instance v4, Lapp/kestrel/notes/cetp/RemindersToolProvider$quick$1;

    move-object/from16 v6, p0

    invoke-direct {v4, v6}, Lapp/kestrel/notes/cetp/RemindersToolProvider$quick$1;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;)V

    const-string v3, "list_reminders"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v8, v2

    new-instance v4, Lapp/kestrel/notes/cetp/RemindersToolProvider$quick$2;

    move-object/from16 v6, p0

    invoke-direct {v4, v6}, Lapp/kestrel/notes/cetp/RemindersToolProvider$quick$2;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;)V

    const-string v3, "snooze_reminder"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v8, v2

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->quick:Ljava/util/Map;

    .line 31
    const/4 v1, 0x2

    new-array v8, v1, [Lapp/kestrel/notes/cetp/ToolDescriptor;

    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getLIST_REMINDERS()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v8, v2

    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getSNOOZE_REMINDER()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v8, v2

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    move-object/from16 v18, p0

    const/4 v9, 0x0

    .line 220
    const/16 v1, 0xa

    invoke-static {v8, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v10

    .line 221
    move-object v11, v8

    new-instance v12, Ljava/util/LinkedHashMap;

    invoke-direct {v12, v10}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v12, Ljava/util/Map;

    const/4 v13, 0x0

    .line 222
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 223
    move-object v1, v15

    check-cast v1, Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-object/from16 v16, v1

    move-object/from16 v19, v12

    const/16 v17, 0x0

    .line 31
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v0

    .line 223
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1, v15}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 31
    :cond_0
    move-object/from16 v0, v18

    iput-object v12, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->quickDescriptors:Ljava/util/Map;

    .line 32
    sget-object v1, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

    .line 22
    return-void
.end method

.method public static final synthetic access$getREMINDERS_URI$cp()Landroid/net/Uri;
    .registers 1

    .line 22
    sget-object v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->REMINDERS_URI:Landroid/net/Uri;

    return-object v0
.end method

.method public static final synthetic access$listReminders(Lapp/kestrel/notes/cetp/RemindersToolProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3

    .line 22
    invoke-direct {p0, p1}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->listReminders(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$snooze(Lapp/kestrel/notes/cetp/RemindersToolProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3

    .line 22
    invoke-direct {p0, p1}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->snooze(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final descriptorsFor(Lapp/kestrel/notes/cetp/Session;)Ljava/util/List;
    .registers 16

    .line 73
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->tools:Ljava/util/Map;

    if-nez v0, :cond_0

    const-string v0, "tools"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    const/4 v5, 0x0

    .line 232
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 233
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 234
    move-object v1, v10

    check-cast v1, Lapp/kestrel/notes/cetp/BaseTool;

    move-object v11, v1

    move-object v13, v7

    const/4 v12, 0x0

    .line 73
    invoke-virtual {v11}, Lapp/kestrel/notes/cetp/BaseTool;->getDescriptor()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    .line 234
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 235
    :cond_1
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 232
    check-cast v0, Ljava/util/Collection;

    .line 73
    iget-object v1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->quickDescriptors:Ljava/util/Map;

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    check-cast v1, Ljava/lang/Iterable;

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v0

    check-cast v0, Ljava/util/Collection;

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v1

    const-string v2, "async_operations"

    invoke-interface {v1, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_2

    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getBACKUP_ASYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v1

    goto :goto_1

    :cond_2
    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getBACKUP_SYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v1

    :goto_1
    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private final execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Lapp/kestrel/notes/cetp/Session;)Landroid/os/Bundle;
    .registers 28

    .line 76
    move-object/from16 v0, p1

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 77
    move-object/from16 v0, p1

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "{}"

    :cond_1
    move-object v12, v0

    .line 79
    :try_start_0
    invoke-static {v12}, Lapp/kestrel/notes/cetp/WireKt;->decodeArgs(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    if-nez v0, :cond_2

    .line 80
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_ARGS:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "args must be a JSON object of at most 65536 bytes."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :cond_2
    move-object v13, v0

    .line 81
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->quick:Ljava/util/Map;

    invoke-interface {v0, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Lapp/kestrel/notes/cetp/ToolFn;

    .line 82
    move-object v0, v14

    if-eqz v14, :cond_3

    invoke-static {v0, v11}, Lapp/kestrel/notes/cetp/ToolsKt;->asHandler-6F0dPIs(Lapp/kestrel/notes/cetp/ToolFn;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;

    move-result-object v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/RemindersToolProvider;->quickDescriptors:Ljava/util/Map;

    invoke-static {v11}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v3

    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-object/from16 v0, p0

    move-object v3, v13

    move-object/from16 v4, p2

    move/from16 v5, p3

    move-object/from16 v6, p4

    move-object v7, v12

    invoke-direct/range {v0 .. v7}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->runQuick(Lkotlin/jvm/functions/Function1;Lapp/kestrel/notes/cetp/ToolDescriptor;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->tools:Ljava/util/Map;

    if-nez v0, :cond_4

    const-string v0, "tools"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-static {v11}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/BaseTool;

    if-eqz v0, :cond_5

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BaseTool;->getDescriptor()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_7

    :cond_5
    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getBACKUP_SYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v19

    move-object/from16 v20, v19

    .line 236
    const/16 v21, 0x0

    .line 83
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v11}, Lapp/kestrel/notes/cetp/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object/from16 v0, v19

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_7

    .line 84
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "No such tool."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 83
    :cond_7
    move-object v15, v0

    .line 85
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->grants:Lapp/kestrel/notes/cetp/Grants;

    if-nez v0, :cond_8

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-virtual {v15}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v2

    move-object/from16 v1, p4

    invoke-virtual {v0, v1, v2}, Lapp/kestrel/notes/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v16

    .line 86
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_9

    const/4 v0, 0x1

    goto :goto_1

    :cond_9
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_a

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;

    move-object/from16 v4, v16

    invoke-direct {v2, v4}, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 87
    :cond_a
    move-object/from16 v18, v12

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object v1, v0

    move-object/from16 v0, v18

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v17

    .line 88
    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getBACKUP_SYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v1

    if-ne v15, v1, :cond_d

    .line 89
    new-instance v0, Lapp/kestrel/notes/cetp/BackupArgs;

    const-string v3, "include_done"

    invoke-static {v13, v3}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Boolean;

    if-eqz v2, :cond_b

    invoke-virtual {v2}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v2

    goto :goto_2

    :cond_b
    const/4 v2, 0x0

    :goto_2
    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/BackupArgs;-><init>(Z)V

    move-object/from16 v18, v0

    .line 90
    move-object/from16 v0, p1

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_c

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 91
    :cond_c
    move-object/from16 v0, p0

    move-object/from16 v1, p5

    move/from16 v2, p3

    move-object/from16 v3, p2

    move-object/from16 v4, v17

    move-object/from16 v5, v18

    invoke-direct/range {v0 .. v5}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->startBackup(Lapp/kestrel/notes/cetp/Session;ILjava/lang/String;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 93
    :cond_d
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->tools:Ljava/util/Map;

    if-nez v0, :cond_e

    const-string v0, "tools"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_e
    invoke-static {v11}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/kestrel/notes/cetp/BaseTool;

    invoke-static {v0, v13}, Lapp/kestrel/notes/cetp/ToolsKt;->prepare(Lapp/kestrel/notes/cetp/BaseTool;Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/Prepared;

    move-result-object v18

    .line 94
    move-object/from16 v0, p1

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_f

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 95
    :cond_f
    invoke-virtual {v15}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_10

    .line 96
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "getContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/kestrel/notes/cetp/RemindersToolProvider;->resolutions:Lapp/kestrel/notes/cetp/ResolutionFactory;

    move-object/from16 v5, p2

    invoke-static {v5}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object/from16 v7, p1

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 97
    invoke-virtual {v15}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getTitle()Ljava/lang/String;

    move-result-object v8

    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v9, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v10, ": "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 96
    move/from16 v2, p3

    move-object v4, v11

    move-object v6, v12

    const-string v3, "app.kestrel.notes.reminders"

    invoke-static/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ParkedCallsKt;->confirmOrPark-mRbj7fM(Landroid/content/Context;Lapp/kestrel/notes/cetp/ResolutionFactory;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 99
    :cond_10
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_11

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_11
    move-object/from16 v3, p2

    invoke-static {v3}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v6, v18

    new-instance v7, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v7, v6}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/kestrel/notes/cetp/Prepared;)V

    move-object v6, v7

    move/from16 v1, p3

    move-object v4, v11

    move-object/from16 v5, v17

    const-string v2, "app.kestrel.notes.reminders"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v19

    .line 100
    invoke-virtual {v15}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getDestructive()Z

    move-result v0

    if-eqz v0, :cond_12

    .line 101
    move-object/from16 v0, p0

    move-object/from16 v2, p2

    new-instance v3, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3, v0, v11, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Ljava/lang/String;)V

    move-object v0, v3

    invoke-static {v0}, Lapp/kestrel/notes/cetp/IdentityKt;->asProvider(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    .line 106
    :cond_12
    move-object/from16 v1, p0

    move-object/from16 v2, v19

    invoke-direct {v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

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

    .line 107
    :catch_0
    move-exception v14

    .line 108
    invoke-virtual {v14}, Lapp/kestrel/notes/cetp/ToolException;->getFailure()Lapp/kestrel/notes/cetp/ToolFailure;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :catch_1
    move-exception v14

    .line 110
    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    invoke-virtual {v14}, Lapp/kestrel/notes/cetp/MissingArgument;->getKey()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 111
    :catch_2
    move-exception v14

    .line 112
    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    const-string v4, "args"

    invoke-direct {v2, v4}, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :catch_3
    move-exception v14

    .line 114
    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    move-object v5, v14

    check-cast v5, Ljava/lang/Throwable;

    const/4 v6, 0x0

    invoke-direct {v2, v11, v5, v6}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;-><init>(Ljava/lang/String;Ljava/lang/Throwable;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-direct {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$1(Lapp/kestrel/notes/cetp/Prepared;)Lorg/json/JSONObject;
    .registers 2

    .line 99
    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/Prepared;->runEncoded()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$2(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Unit;
    .registers 7

    .line 102
    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/RemindersToolProvider;->REMINDERS_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 103
    sget-object v0, Lapp/kestrel/notes/cetp/Audit;->INSTANCE:Lapp/kestrel/notes/cetp/Audit;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    const-string v3, "done"

    invoke-virtual {v0, v1, p1, p2, v3}, Lapp/kestrel/notes/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 104
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final failureReply(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFailure;)Landroid/os/Bundle;
    .registers 9

    .line 119
    instance-of v0, p2, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    if-eqz v0, :cond_0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object v2, p2

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->getTool-3Kp2Zfk()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    move-object v3, p2

    check-cast v3, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    invoke-virtual {v3}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->getCause()Ljava/lang/Throwable;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Could not run "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 120
    :cond_0
    invoke-static {p2, p1}, Lapp/kestrel/notes/cetp/FailuresKt;->toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    .line 121
    :goto_0
    return-object v0
.end method

.method private final listReminders(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 134
    const-string v1, "limit"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->optional(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x32

    :goto_0
    move-wide v9, v0

    .line 135
    new-instance v11, Landroid/os/Bundle;

    invoke-direct {v11}, Landroid/os/Bundle;-><init>()V

    .line 136
    iget-object v2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    move-object v0, v11

    const-string v1, "reminders"

    if-nez v2, :cond_1

    const-string v2, "store"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_1
    move-wide v3, v9

    const-wide/16 v5, 0x1

    const-wide/16 v7, 0xc8

    invoke-static/range {v3 .. v8}, Lkotlin/ranges/RangesKt;->coerceIn(JJJ)J

    move-result-wide v3

    long-to-int v3, v3

    invoke-virtual {v2, v3}, Lapp/kestrel/notes/data/ReminderStore;->open(I)Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    invoke-static {v2}, Lapp/kestrel/notes/cetp/WireKt;->toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 137
    return-object v11
.end method

.method public static final onCreate$lambda$1(Lapp/kestrel/notes/cetp/RemindersToolProvider;)Lkotlin/Unit;
    .registers 2

    .line 46
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_0

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0}, Lapp/kestrel/notes/data/OperationStore;->failInterrupted()V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final operation(Landroid/os/Bundle;Ljava/lang/String;ILapp/kestrel/notes/cetp/Session;Z)Landroid/os/Bundle;
    .registers 14

    .line 194
    if-eqz p5, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v5, v0

    .line 195
    invoke-virtual {p4}, Lapp/kestrel/notes/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 196
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/kestrel/notes/cetp/ErrorCode;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " was not negotiated."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p2, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 198
    :cond_1
    const-string v1, "operation_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "operation_id is required."

    invoke-static {p2, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    invoke-static {v0}, Lapp/kestrel/notes/cetp/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 199
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_3

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-static {p2}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v6, p3, v3}, Lapp/kestrel/notes/data/OperationStore;->find-HmkBvSg(Ljava/lang/String;ILjava/lang/String;)Lapp/kestrel/notes/data/OperationRow;

    move-result-object v0

    if-nez v0, :cond_4

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Unknown operation_id."

    invoke-static {p2, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v7, v0

    .line 200
    if-nez p5, :cond_5

    invoke-virtual {v7}, Lapp/kestrel/notes/data/OperationRow;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 201
    :cond_5
    invoke-virtual {v7}, Lapp/kestrel/notes/data/OperationRow;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_6

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->CONFLICT:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "The operation already finished."

    invoke-static {p2, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :cond_6
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_7

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_7
    invoke-virtual {v0, v6}, Lapp/kestrel/notes/data/OperationStore;->requestCancel-lieftPk(Ljava/lang/String;)V

    .line 203
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p2, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final resolutions$lambda$0(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "ctx"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lapp/kestrel/notes/ui/ConfirmActivity;

    invoke-direct {v0, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "app.kestrel.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 34
    const/high16 v3, 0x8000000

    invoke-static {p0, p2, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final runBackup-p8PveDA(Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V
    .registers 9

    .line 166
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_0

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1}, Lapp/kestrel/notes/data/OperationStore;->cancelRequested-lieftPk(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 167
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_1

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const-string v2, "cancelled"

    const/4 v3, 0x0

    invoke-virtual {v0, p1, v2, v3}, Lapp/kestrel/notes/data/OperationStore;->move-E67KT68(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 168
    return-void

    .line 170
    :cond_2
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_3

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    const-string v2, "running"

    const/4 v3, 0x0

    invoke-virtual {v0, p1, v2, v3}, Lapp/kestrel/notes/data/OperationStore;->move-E67KT68(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 172
    :try_start_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-direct {p0, p2, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->writeBackup(Lapp/kestrel/notes/cetp/BackupArgs;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 173
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_4

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-direct {p0, v4}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    invoke-virtual {v0, p1, v2, v3}, Lapp/kestrel/notes/data/OperationStore;->move-E67KT68(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 174
    :catch_0
    move-exception v4

    .line 175
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "backup "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v4

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "KestrelTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 176
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "error_code"

    const-string v2, "UNAVAILABLE"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "error_message"

    const-string v2, "The backup could not be written."

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 177
    const-string v1, "retryable"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v5

    .line 178
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_5

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "failed"

    invoke-virtual {v0, p1, v2, v3}, Lapp/kestrel/notes/data/OperationStore;->move-E67KT68(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 180
    :goto_0
    return-void
.end method

.method private final runQuick(Lkotlin/jvm/functions/Function1;Lapp/kestrel/notes/cetp/ToolDescriptor;Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 19

    .line 124
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->grants:Lapp/kestrel/notes/cetp/Grants;

    if-nez v0, :cond_0

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {p2}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v2

    move-object/from16 v1, p6

    invoke-virtual {v0, v1, v2}, Lapp/kestrel/notes/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v8

    .line 125
    move-object v0, v8

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;

    invoke-direct {v2, v8}, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 126
    :cond_2
    invoke-virtual {p2}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getAnnotations()Lapp/kestrel/notes/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/Annotations;->getMutating()Z

    move-result v0

    if-nez v0, :cond_3

    new-instance v2, Lapp/kestrel/notes/cetp/BundleValue;

    invoke-interface {p1, p3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Landroid/os/Bundle;

    invoke-direct {v2, v4}, Lapp/kestrel/notes/cetp/BundleValue;-><init>(Landroid/os/Bundle;)V

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/BundleValue;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 127
    :cond_3
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_4

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-static {p4}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p2}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v10, p7

    sget-object v5, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v10, v5}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v5

    const-string v7, "getBytes(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v5}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v5

    new-instance v6, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v6, p1, p3}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;-><init>(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)V

    move/from16 v1, p5

    const-string v2, "app.kestrel.notes.reminders"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v9

    .line 130
    invoke-direct {p0, v9}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final runQuick$lambda$0(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 4

    .line 128
    new-instance v0, Lapp/kestrel/notes/cetp/BundleValue;

    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    invoke-direct {v0, v1}, Lapp/kestrel/notes/cetp/BundleValue;-><init>(Landroid/os/Bundle;)V

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BundleValue;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final snooze(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 141
    const-string v1, "id"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-static {v0}, Lkotlin/text/StringsKt;->toLongOrNull(Ljava/lang/String;)Ljava/lang/Long;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "id"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    :goto_0
    move-wide v4, v0

    .line 142
    const-string v1, "minutes"

    invoke-static {p1, v1}, Lapp/kestrel/notes/cetp/WireKt;->require(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v6

    .line 143
    const-wide/16 v2, 0x1

    cmp-long v0, v6, v2

    if-ltz v0, :cond_1

    const-wide/16 v2, 0x2760

    cmp-long v0, v6, v2

    if-lez v0, :cond_2

    :cond_1
    new-instance v0, Lapp/kestrel/notes/cetp/MissingArgument;

    const-string v2, "minutes"

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/MissingArgument;-><init>(Ljava/lang/String;)V

    throw v0

    .line 144
    :cond_2
    new-instance v8, Landroid/os/Bundle;

    invoke-direct {v8}, Landroid/os/Bundle;-><init>()V

    .line 145
    iget-object v2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    move-object v0, v8

    const-string v1, "count"

    if-nez v2, :cond_3

    const-string v2, "store"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_3
    invoke-virtual {v2, v4, v5, v6, v7}, Lapp/kestrel/notes/data/ReminderStore;->snooze(JJ)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 146
    return-object v8
.end method

.method private final startBackup(Lapp/kestrel/notes/cetp/Session;ILjava/lang/String;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Landroid/os/Bundle;
    .registers 19

    .line 150
    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getBACKUP_SYNC()Lapp/kestrel/notes/cetp/ToolDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v10

    .line 151
    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 152
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_0

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    move-object/from16 v3, p3

    invoke-static {v3}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v7, p5

    new-instance v6, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v6, p0, v7, p2}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;Lapp/kestrel/notes/cetp/BackupArgs;I)V

    move v1, p2

    move-object v4, v10

    move-object/from16 v5, p4

    const-string v2, "app.kestrel.notes.reminders"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v11

    .line 153
    invoke-direct {p0, v11}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_1
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    if-nez v0, :cond_2

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    move-object/from16 v3, p3

    invoke-static {v3}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v8, p3

    move-object/from16 v9, p5

    new-instance v6, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v6, p0, p2, v8, v9}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;ILjava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V

    move v1, p2

    move-object v4, v10

    move-object/from16 v5, p4

    const-string v2, "app.kestrel.notes.reminders"

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/data/RequestLedger;->once-yCXRd7g(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v11

    .line 160
    move-object/from16 v0, p3

    const-string v1, "accepted"

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/WireKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    .line 161
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 162
    return-object v12
.end method

.method public static final startBackup$lambda$0(Lapp/kestrel/notes/cetp/RemindersToolProvider;Lapp/kestrel/notes/cetp/BackupArgs;I)Lorg/json/JSONObject;
    .registers 4

    .line 152
    invoke-direct {p0, p1, p2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->writeBackup(Lapp/kestrel/notes/cetp/BackupArgs;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final startBackup$lambda$1(Lapp/kestrel/notes/cetp/RemindersToolProvider;ILjava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Lorg/json/JSONObject;
    .registers 8

    .line 156
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    if-nez v0, :cond_0

    const-string v0, "ops"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-static {p2}, Lapp/kestrel/notes/cetp/RequestId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lapp/kestrel/notes/data/OperationStore;->create-f8zQ8Ko(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 157
    sget-object v0, Lapp/kestrel/notes/cetp/Background;->INSTANCE:Lapp/kestrel/notes/cetp/Background;

    new-instance v1, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, v3, p3}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/cetp/Background;->submit(Lkotlin/jvm/functions/Function0;)V

    .line 158
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final startBackup$lambda$1$0(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Lkotlin/Unit;
    .registers 4

    .line 157
    invoke-direct {p0, p1, p2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->runBackup-p8PveDA(Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final valueOf(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 5

    .line 206
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

.method private final writeBackup(Lapp/kestrel/notes/cetp/BackupArgs;I)Lorg/json/JSONObject;
    .registers 13

    .line 183
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    if-nez v0, :cond_0

    const-string v0, "store"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    const/16 v1, 0x2710

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/data/ReminderStore;->open(I)Ljava/util/List;

    move-result-object v6

    .line 184
    new-instance v7, Ljava/io/File;

    invoke-virtual {p0}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "backups"

    invoke-direct {v7, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 185
    invoke-virtual {v7}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {v7}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Ljava/io/IOException;

    const-string v2, "no backup directory"

    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 186
    :cond_1
    new-instance v8, Ljava/io/File;

    const/16 v3, 0x8

    invoke-static {v3}, Lapp/kestrel/notes/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "reminders-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ".json"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v8, v7, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 187
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "requested_by_uid"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p1}, Lapp/kestrel/notes/cetp/BackupArgs;->getIncludeDone()Z

    move-result v2

    const-string v1, "include_done"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 188
    move-object v2, v6

    check-cast v2, Ljava/lang/Iterable;

    invoke-static {v2}, Lapp/kestrel/notes/cetp/WireKt;->toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "reminders"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 189
    invoke-virtual {v9}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v8, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V

    .line 190
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v8}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-interface {v6}, Ljava/util/List;->size()I

    move-result v2

    const-string v1, "count"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 52
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v7, v0

    .line 53
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->gate:Lapp/kestrel/notes/cetp/CallerGate;

    if-nez v0, :cond_1

    const-string v0, "gate"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {v0, v6}, Lapp/kestrel/notes/cetp/CallerGate;->soleTrusted(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 54
    const-string v1, "request_id"

    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "This app is not an approved assistant."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 53
    :cond_2
    move-object v8, v0

    .line 55
    invoke-static {}, Lapp/kestrel/notes/cetp/WireKt;->getV2_METHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const-string v1, "request_id"

    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->METHOD_NOT_FOUND:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Unknown method."

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_3
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    invoke-virtual {v0, v7, v6}, Lapp/kestrel/notes/cetp/Sessions;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :cond_4
    const-string v1, "request_id"

    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 58
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_7

    move-object v0, v9

    check-cast v0, Ljava/lang/CharSequence;

    move-object v10, v0

    if-eqz v10, :cond_5

    invoke-static {v10}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_6

    :cond_5
    const/4 v0, 0x1

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_8

    .line 59
    :cond_7
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "protocol_version 2 and request_id are required."

    invoke-static {v9, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_8
    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->sessions:Lapp/kestrel/notes/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v6}, Lapp/kestrel/notes/cetp/Sessions;->current(Ljava/lang/String;I)Lapp/kestrel/notes/cetp/Session;

    move-result-object v0

    if-nez v0, :cond_9

    .line 62
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Negotiate a session first."

    invoke-static {v9, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_9
    move-object v10, v0

    .line 63
    move-object v11, p1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_b

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto :goto_1

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_d

    goto :goto_1

    .line 64
    :cond_a
    invoke-static {}, Lapp/kestrel/notes/cetp/ReminderToolsKt;->getREMINDERS_INFO()Lapp/kestrel/notes/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lapp/kestrel/notes/cetp/ProviderInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 65
    :cond_b
    new-instance v1, Lapp/kestrel/notes/cetp/ToolList;

    invoke-direct {p0, v10}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->descriptorsFor(Lapp/kestrel/notes/cetp/Session;)Ljava/util/List;

    move-result-object v4

    const-string v3, "reminders-4"

    invoke-direct {v1, v3, v4}, Lapp/kestrel/notes/cetp/ToolList;-><init>(Ljava/lang/String;Ljava/util/List;)V

    invoke-virtual {v1}, Lapp/kestrel/notes/cetp/ToolList;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v9, v1}, Lapp/kestrel/notes/cetp/WireKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 66
    :cond_c
    move-object v0, p0

    move-object v1, v7

    move-object v2, v9

    move v3, v6

    move-object v4, v8

    move-object v5, v10

    invoke-direct/range {v0 .. v5}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->execute(Landroid/os/Bundle;Ljava/lang/String;ILjava/lang/String;Lapp/kestrel/notes/cetp/Session;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 67
    :cond_d
    move-object v0, p0

    move-object v1, v7

    move-object v2, v9

    move v3, v6

    move-object v4, v10

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->operation(Landroid/os/Bundle;Ljava/lang/String;ILapp/kestrel/notes/cetp/Session;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_2

    .line 68
    :goto_1
    move-object v0, p0

    move-object v1, v7

    move-object v2, v9

    move v3, v6

    move-object v4, v10

    const/4 v5, 0x1

    invoke-direct/range {v0 .. v5}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->operation(Landroid/os/Bundle;Ljava/lang/String;ILapp/kestrel/notes/cetp/Session;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 63
    :goto_2
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 211
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 210
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 21

    .line 38
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 39
    new-instance v7, Lapp/kestrel/notes/data/KestrelDb;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v7, v6}, Lapp/kestrel/notes/data/KestrelDb;-><init>(Landroid/content/Context;)V

    .line 40
    new-instance v1, Lapp/kestrel/notes/data/ReminderStore;

    invoke-direct {v1, v7}, Lapp/kestrel/notes/data/ReminderStore;-><init>(Lapp/kestrel/notes/data/KestrelDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    .line 41
    new-instance v1, Lapp/kestrel/notes/data/OperationStore;

    invoke-direct {v1, v7}, Lapp/kestrel/notes/data/OperationStore;-><init>(Lapp/kestrel/notes/data/KestrelDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ops:Lapp/kestrel/notes/data/OperationStore;

    .line 42
    new-instance v1, Lapp/kestrel/notes/data/RequestLedger;

    invoke-direct {v1, v7}, Lapp/kestrel/notes/data/RequestLedger;-><init>(Lapp/kestrel/notes/data/KestrelDb;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->ledger:Lapp/kestrel/notes/data/RequestLedger;

    .line 43
    new-instance v1, Lapp/kestrel/notes/cetp/CallerGate;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v5, "getPackageManager(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v4, Lapp/kestrel/notes/cetp/RemindersToolProvider$onCreate$1;->INSTANCE:Lapp/kestrel/notes/cetp/RemindersToolProvider$onCreate$1;

    check-cast v4, Lapp/kestrel/notes/cetp/CertCheck;

    invoke-direct {v1, v3, v4}, Lapp/kestrel/notes/cetp/CallerGate;-><init>(Landroid/content/pm/PackageManager;Lapp/kestrel/notes/cetp/CertCheck;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->gate:Lapp/kestrel/notes/cetp/CallerGate;

    .line 44
    new-instance v1, Lapp/kestrel/notes/cetp/Grants;

    invoke-direct {v1, v6}, Lapp/kestrel/notes/cetp/Grants;-><init>(Landroid/content/Context;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->grants:Lapp/kestrel/notes/cetp/Grants;

    .line 45
    const/4 v1, 0x2

    new-array v8, v1, [Lapp/kestrel/notes/cetp/BaseTool;

    new-instance v3, Lapp/kestrel/notes/cetp/AddReminderTool;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    move-object/from16 v0, p0

    move-object v1, v8

    const/4 v2, 0x0

    if-nez v5, :cond_0

    const-string v5, "store"

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v5, 0x0

    :cond_0
    invoke-direct {v3, v5}, Lapp/kestrel/notes/cetp/AddReminderTool;-><init>(Lapp/kestrel/notes/data/ReminderStore;)V

    aput-object v3, v1, v2

    new-instance v3, Lapp/kestrel/notes/cetp/ClearRemindersTool;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/kestrel/notes/cetp/RemindersToolProvider;->store:Lapp/kestrel/notes/data/ReminderStore;

    move-object v1, v8

    const/4 v2, 0x1

    if-nez v5, :cond_1

    const-string v5, "store"

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v5, 0x0

    :cond_1
    invoke-direct {v3, v5}, Lapp/kestrel/notes/cetp/ClearRemindersTool;-><init>(Lapp/kestrel/notes/data/ReminderStore;)V

    aput-object v3, v1, v2

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    move-object/from16 v18, v0

    const/4 v9, 0x0

    .line 226
    const/16 v1, 0xa

    invoke-static {v8, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v10

    .line 227
    move-object v11, v8

    new-instance v12, Ljava/util/LinkedHashMap;

    invoke-direct {v12, v10}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v12, Ljava/util/Map;

    const/4 v13, 0x0

    .line 228
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 229
    move-object v1, v15

    check-cast v1, Lapp/kestrel/notes/cetp/BaseTool;

    move-object/from16 v16, v1

    move-object/from16 v19, v12

    const/16 v17, 0x0

    .line 45
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/BaseTool;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/kestrel/notes/cetp/ToolName;->box-impl(Ljava/lang/String;)Lapp/kestrel/notes/cetp/ToolName;

    move-result-object v0

    .line 229
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1, v15}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 45
    :cond_2
    move-object/from16 v0, v18

    iput-object v12, v0, Lapp/kestrel/notes/cetp/RemindersToolProvider;->tools:Ljava/util/Map;

    .line 46
    sget-object v0, Lapp/kestrel/notes/cetp/Background;->INSTANCE:Lapp/kestrel/notes/cetp/Background;

    move-object/from16 v1, p0

    new-instance v2, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/cetp/Background;->submit(Lkotlin/jvm/functions/Function0;)V

    .line 47
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 208
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 212
    const/4 v0, 0x0

    return v0
.end method
