.class public final Lcom/inkwell/ReminderProvider;
.super Landroid/content/ContentProvider;
.source "ReminderProvider.kt"

# instance fields
.field private final tools$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 10
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    sget-object v1, Lcom/inkwell/ReminderProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/inkwell/ReminderProvider$$ExternalSyntheticLambda0;
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/inkwell/ReminderProvider;->tools$delegate:Lkotlin/Lazy;
    .line 10
    return-void
.end method

.method private final getTools()Ljava/util/List;
    .registers 3
    .line 11
    iget-object v0, v2, Lcom/inkwell/ReminderProvider;->tools$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    .line 11
    return-object v0
.end method

.method private static final call$sessionOk(Landroid/os/Bundle;I)Z
    .registers 5
    .line 35
    sget-object v0, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/inkwell/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    return v0
.end method

.method private static final call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 36
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    move-object v1, v7
    move-object v2, v8
    move-object v3, v9
    invoke-static/range {v0 .. v6}, Lcom/inkwell/Envelope;->error$default(Lcom/inkwell/Envelope;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools_delegate$lambda$0()Ljava/util/List;
    .registers 9
    .line 12
    new-instance v0, Lcom/inkwell/ReminderTools;
    sget-object v2, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v2}, Lcom/inkwell/Stores;->getReminders()Lcom/inkwell/ReminderStore;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/inkwell/ReminderTools;-><init>(Lcom/inkwell/ReminderStore;)V
    move-object v7, v0
    const/4 v8, 0x0
    .line 14
    const/16 v0, 0x8
    new-array v0, v0, [Lcom/inkwell/Tool;
    move-object v6, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "schedule_reminder"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$1;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$1;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    const/4 v1, 0x1
    .line 15
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "reschedule_reminder"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$2;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$2;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x2
    .line 16
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "share_reminder"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$3;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$3;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x3
    .line 17
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "share_list"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$4;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$4;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x4
    .line 18
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "clear_done"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$5;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$5;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x5
    .line 19
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "purge_reminders"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$6;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$6;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x6
    .line 20
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "restore_backup"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$7;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$7;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    const/4 v1, 0x7
    .line 21
    new-instance v2, Lcom/inkwell/Tool;
    const-string v4, "import_list"
    new-instance v5, Lcom/inkwell/ReminderProvider$tools$2$1$8;
    invoke-direct {v5, v7}, Lcom/inkwell/ReminderProvider$tools$2$1$8;-><init>(Ljava/lang/Object;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    invoke-direct {v2, v4, v5}, Lcom/inkwell/Tool;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    aput-object v2, v6, v1
    .line 14
    .line 13
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    .line 22
    nop
    .line 12
    nop
    .line 23
    return-object v0
.end method

.method public static final call$lambda$0(Lcom/inkwell/Tool;)Ljava/lang/CharSequence;
    .registers 4
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {v3}, Lcom/inkwell/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"name\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 27
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v2}, Lcom/inkwell/ReminderProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Lcom/inkwell/Stores;->open(Landroid/content/Context;)V
    .line 28
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 26
    const-string v1, "method"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v12
    .line 33
    invoke-virtual/range {v22 .. v22}, Lcom/inkwell/ReminderProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    move-object v14, v0
    .line 34
    move-object/from16 v0, v25
    if-nez v25, :L37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L37
    move-object v11, v0
    .line 37
    sget-object v0, Lcom/inkwell/Access;->INSTANCE:Lcom/inkwell/Access;
    invoke-virtual {v0, v14, v12}, Lcom/inkwell/Access;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :L62
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller is not an Inkwell consumer"
    invoke-static {v11, v1, v2}, Lcom/inkwell/ReminderProvider;->call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L62
    .line 38
    nop
    .line 39
    const-string v1, "negotiate"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L83
    sget-object v0, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    invoke-virtual {v0, v12}, Lcom/inkwell/Sessions;->negotiate(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L341
:L83
    .line 40
    invoke-static {v11, v12}, Lcom/inkwell/ReminderProvider;->call$sessionOk(Landroid/os/Bundle;I)Z
    move-result v0
    if-nez v0, :L105
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate first"
    invoke-static {v11, v1, v2}, Lcom/inkwell/ReminderProvider;->call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L341
:L105
    .line 41
    const-string v1, "list_tools"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L160
    .line 42
    sget-object v0, Lcom/inkwell/Envelope;->INSTANCE:Lcom/inkwell/Envelope;
    invoke-direct/range {v22 .. v22}, Lcom/inkwell/ReminderProvider;->getTools()Ljava/util/List;
    move-result-object v2
    check-cast v2, Ljava/lang/Iterable;
    const-string v3, ","
    check-cast v3, Ljava/lang/CharSequence;
    const-string v4, "{\"revision\":\"reminders-7\",\"tools\":["
    check-cast v4, Ljava/lang/CharSequence;
    const-string v5, "]}"
    check-cast v5, Ljava/lang/CharSequence;
    const/4 v6, 0x0
    const/4 v7, 0x0
    sget-object v8, Lcom/inkwell/ReminderProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/inkwell/ReminderProvider$$ExternalSyntheticLambda1;
    const/16 v9, 0x18
    const/4 v10, 0x0
    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v11, v2}, Lcom/inkwell/Envelope;->ok(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L341
:L160
    .line 43
    const-string v1, "execute_tool"
    move-object/from16 v0, v23
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L181
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    invoke-static {v11, v1, v2}, Lcom/inkwell/ReminderProvider;->call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L341
:L181
    .line 44
    const-string v1, "deadline_at_ms"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L207
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "the deadline has passed"
    invoke-static {v11, v1, v2}, Lcom/inkwell/ReminderProvider;->call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L341
:L207
    .line 45
    new-instance v0, Lcom/inkwell/Call;
    invoke-direct {v0, v14, v12, v11}, Lcom/inkwell/Call;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    move-object v13, v0
    const/16 v19, 0x0
    .line 46
    invoke-direct/range {v22 .. v22}, Lcom/inkwell/ReminderProvider;->getTools()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object/from16 v17, v0
    const/16 v20, 0x0
    .line 59
    invoke-interface/range {v17 .. v17}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v15
:L246
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L296
    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v16
    move-object/from16 v0, v16
    check-cast v0, Lcom/inkwell/Tool;
    move-object/from16 v18, v0
    const/16 v21, 0x0
    .line 46
    invoke-virtual/range {v18 .. v18}, Lcom/inkwell/Tool;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v13}, Lcom/inkwell/Call;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 59
    if-eqz v0, :L246
    move-object/from16 v0, v16
    goto :L297
:L296
    .line 60
    const/4 v0, 0x0
:L297
    .line 46
    check-cast v0, Lcom/inkwell/Tool;
    if-eqz v0, :L330
    invoke-virtual {v0}, Lcom/inkwell/Tool;->getHandler()Lkotlin/jvm/functions/Function2;
    move-result-object v0
    if-eqz v0, :L330
    invoke-virtual {v13}, Lcom/inkwell/Call;->args()Lorg/json/JSONObject;
    move-result-object v2
    invoke-interface {v0, v13, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    if-nez v0, :L340
:L330
    .line 47
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "unknown tool"
    invoke-static {v11, v1, v2}, Lcom/inkwell/ReminderProvider;->call$fail(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L340
    .line 45
    nop
:L341
    .line 38
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    const/4 v0, 0x0
    return v0
.end method

