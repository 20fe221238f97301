.class public final Lcom/visitloop/care/VisitProvider;
.super Landroid/content/ContentProvider;
.source "VisitProvider.kt"

.field public static final Companion:Lcom/visitloop/care/VisitProvider$Companion;
.field private final entry$delegate:Lkotlin/Lazy;
.field private final resumes:Lcom/visitloop/care/ResumeBook;
.field private final sessions$delegate:Lkotlin/Lazy;
.field private final handlers:Ljava/util/Map;
.field private static final TAG:Ljava/lang/String; = "VisitProvider"

.method public constructor <init>()V
    .registers 8
    .line 14
    invoke-direct {v7}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v5, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda0;
    invoke-direct {v5, v7}, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda0;-><init>(Lcom/visitloop/care/VisitProvider;)V
    move-object v0, v5
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v7, Lcom/visitloop/care/VisitProvider;->entry$delegate:Lkotlin/Lazy;
    .line 19
    new-instance v0, Lcom/visitloop/care/ResumeBook;
    invoke-direct {v0}, Lcom/visitloop/care/ResumeBook;-><init>()V
    iput-object v0, v7, Lcom/visitloop/care/VisitProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    .line 20
    new-instance v5, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda1;
    invoke-direct {v5, v7}, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda1;-><init>(Lcom/visitloop/care/VisitProvider;)V
    move-object v0, v5
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v7, Lcom/visitloop/care/VisitProvider;->sessions$delegate:Lkotlin/Lazy;
    .line 22
    .line 23
    const/16 v0, 0x8
    new-array v0, v0, [Lkotlin/Pair;
    move-object v6, v0
    const/4 v1, 0x0
    const-string v2, "find_visits"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$1;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$1;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    const/4 v1, 0x1
    .line 24
    const-string v2, "search_notes"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$2;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$2;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x2
    .line 25
    const-string v2, "note_count"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$3;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$3;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x3
    .line 26
    const-string v2, "reassign_visit"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$4;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$4;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x4
    .line 27
    const-string v2, "cancel_visit"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$5;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$5;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x5
    .line 28
    const-string v2, "complete_visit"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$6;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$6;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x6
    .line 29
    const-string v2, "visit_roster"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$7;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$7;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    const/4 v1, 0x7
    .line 30
    const-string v2, "my_day"
    new-instance v3, Lcom/visitloop/care/VisitProvider$handlers$8;
    const/4 v4, 0x0
    invoke-direct {v3, v7, v4}, Lcom/visitloop/care/VisitProvider$handlers$8;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 23
    .line 22
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, v7, Lcom/visitloop/care/VisitProvider;->handlers:Ljava/util/Map;
    .line 14
    return-void
.end method

.method private final getEntry()Lcom/visitloop/care/CareEntryPoint;
    .registers 3
    .line 15
    iget-object v0, v2, Lcom/visitloop/care/VisitProvider;->entry$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareEntryPoint;
    .line 15
    return-object v0
.end method

.method private final getDao()Lcom/visitloop/care/VisitDao;
    .registers 2
    .line 18
    invoke-direct {v1}, Lcom/visitloop/care/VisitProvider;->getEntry()Lcom/visitloop/care/CareEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/visitloop/care/CareEntryPoint;->visitDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method private final getSessions()Lcom/visitloop/care/SessionBook;
    .registers 3
    .line 20
    iget-object v0, v2, Lcom/visitloop/care/VisitProvider;->sessions$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/SessionBook;
    .line 20
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 33
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 37
    invoke-virtual {v11}, Lcom/visitloop/care/VisitProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L31
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    move-object v8, v0
    .line 38
    invoke-virtual {v11}, Lcom/visitloop/care/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v7, v8}, Lcom/visitloop/care/TokensKt;->isCareTeam(Landroid/content/Context;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L62
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a care-team app"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L62
    .line 39
    move-object v0, v14
    if-nez v14, :L71
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    :L71
    move-object v9, v0
    .line 40
    move-object v10, v12
    .line 41
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L106
    invoke-direct {v11}, Lcom/visitloop/care/VisitProvider;->getSessions()Lcom/visitloop/care/SessionBook;
    move-result-object v0
    invoke-virtual {v0, v7}, Lcom/visitloop/care/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L142
    :L106
    .line 42
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L132
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v11, v7, v9}, Lcom/visitloop/care/VisitProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L142
    :L132
    .line 43
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L142
    .line 40
    return-object v0
.end method

.method private final execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 48
    invoke-direct {v10}, Lcom/visitloop/care/VisitProvider;->getSessions()Lcom/visitloop/care/SessionBook;
    move-result-object v0
    invoke-static {v12}, Lcom/visitloop/care/EnvelopesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/visitloop/care/SessionBook;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L26
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L26
    .line 49
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    move-wide v6, v0
    invoke-static {v12}, Lcom/visitloop/care/EnvelopesKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    move-wide v8, v0
    const-wide/16 v0, 0x1L
    cmp-long v0, v0, v8
    if-gtz v0, :L58
    cmp-long v0, v8, v6
    if-gez v0, :L54
    const/4 v0, 0x1
    goto :L59
    :L54
    const/4 v0, 0x0
    goto :L59
    :L58
    const/4 v0, 0x0
    :L59
    if-eqz v0, :L75
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L75
    .line 50
    iget-object v0, v10, Lcom/visitloop/care/VisitProvider;->handlers:Ljava/util/Map;
    invoke-static {v12}, Lcom/visitloop/care/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    if-nez v0, :L109
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L109
    move-object v6, v0
    .line 51
    const/4 v0, 0x0
    new-instance v1, Lcom/visitloop/care/VisitProvider$execute$1;
    const/4 v5, 0x0
    invoke-direct {v1, v6, v12, v5}, Lcom/visitloop/care/VisitProvider$execute$1;-><init>(Lkotlin/jvm/functions/Function2;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final findVisits(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 60
    invoke-static {v6}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "patient"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 61
    invoke-direct {v5}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, v4}, Lcom/visitloop/care/VisitDao;->findByPatient(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->size()I
    move-result v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"visits\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final searchNotes(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 65
    invoke-static {v8}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "text"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 66
    invoke-direct {v7}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    sget-object v2, Lcom/visitloop/care/VisitQueries;->INSTANCE:Lcom/visitloop/care/VisitQueries;
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2, v5}, Lcom/visitloop/care/VisitQueries;->notesLike(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;)V
    check-cast v1, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-interface {v0, v1}, Lcom/visitloop/care/VisitDao;->searchNotes(Landroidx/sqlite/db/SupportSQLiteQuery;)I
    move-result v0
    move v6, v0
    .line 67
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"hits\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final noteCount(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 71
    invoke-static {v13}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "text"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sget v1, Lcom/visitloop/care/VisitConfig;->NOTE_LIMIT:I
    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 72
    invoke-direct {v12}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    new-instance v1, Landroidx/sqlite/db/SimpleSQLiteQuery;
    const-string v3, "SELECT count(*) FROM notes WHERE body LIKE ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v11, v4
    const/4 v5, 0x0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "%"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v8, "%"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    aput-object v6, v11, v5
    invoke-direct {v1, v3, v11}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;[Ljava/lang/Object;)V
    check-cast v1, Landroidx/sqlite/db/SupportSQLiteQuery;
    invoke-interface {v0, v1}, Lcom/visitloop/care/VisitDao;->searchNotes(Landroidx/sqlite/db/SupportSQLiteQuery;)I
    move-result v0
    move v10, v0
    .line 73
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"hits\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final reassignVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 77
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v5, v0
    .line 78
    const-string v1, "calling_package"
    invoke-virtual {v8}, Lcom/visitloop/care/VisitProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    move-object v0, v5
    if-nez v2, :L21
    const-string v2, ""
    :L21
    .line 78
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 79
    invoke-direct {v8}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    const-string v2, "visit_id"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, v1, v2, v6}, Lcom/visitloop/care/VisitDao;->reassign(JLjava/lang/String;)I
    move-result v0
    move v7, v0
    .line 80
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"reassigned\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 84
    invoke-static {v14}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v7, v0
    .line 85
    const-string v1, "calling_package"
    const-string v2, ""
    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 86
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v8, Ljava/lang/CharSequence;
    invoke-interface {v8}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L36
    const/4 v0, 0x1
    goto :L37
    :L36
    const/4 v0, 0x0
    :L37
    .line 86
    if-eqz v0, :L63
    invoke-virtual {v13}, Lcom/visitloop/care/VisitProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L63
    .line 87
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "cancellations are made by the calling app"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L63
    .line 89
    const-string v1, "confirmed"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L83
    const-string v0, "VisitProvider"
    const-string v1, "cancel_visit: confirmed flag ignored"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L83
    .line 90
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v9, v0
    .line 91
    const-string v1, "visit_id"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v10, v0
    .line 92
    iget-object v0, v13, Lcom/visitloop/care/VisitProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    invoke-static {v14}, Lcom/visitloop/care/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "cancel_visit"
    invoke-virtual {v0, v1, v9, v3}, Lcom/visitloop/care/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L155
    .line 93
    sget-object v0, Lcom/visitloop/care/SecureTokens;->INSTANCE:Lcom/visitloop/care/SecureTokens;
    invoke-virtual {v0}, Lcom/visitloop/care/SecureTokens;->next()Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    .line 94
    iget-object v0, v13, Lcom/visitloop/care/VisitProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v3, "cancel_visit"
    invoke-virtual {v0, v12, v9, v3}, Lcom/visitloop/care/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 95
    invoke-virtual {v13}, Lcom/visitloop/care/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v10, v11}, Lcom/visitloop/care/PendingIntentsKt;->reviewVisitIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v12}, Lcom/visitloop/care/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L155
    .line 97
    invoke-direct {v13}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    invoke-virtual {v13}, Lcom/visitloop/care/VisitProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v3
    move-wide v1, v10
    if-nez v3, :L173
    const-string v3, ""
    :L173
    .line 97
    invoke-interface {v0, v1, v2, v3}, Lcom/visitloop/care/VisitDao;->reassign(JLjava/lang/String;)I
    move-result v0
    move v12, v0
    .line 98
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"cancelled\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final completeVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 102
    invoke-static {v12}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v6, v0
    .line 103
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 104
    const-string v1, "visit_id"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 105
    const-string v1, "user_confirmed"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L84
    iget-object v0, v11, Lcom/visitloop/care/VisitProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    invoke-static {v12}, Lcom/visitloop/care/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "complete_visit"
    invoke-virtual {v0, v1, v7, v3}, Lcom/visitloop/care/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L84
    .line 106
    sget-object v0, Lcom/visitloop/care/SecureTokens;->INSTANCE:Lcom/visitloop/care/SecureTokens;
    invoke-virtual {v0}, Lcom/visitloop/care/SecureTokens;->next()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 107
    iget-object v0, v11, Lcom/visitloop/care/VisitProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v3, "complete_visit"
    invoke-virtual {v0, v10, v7, v3}, Lcom/visitloop/care/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 108
    invoke-virtual {v11}, Lcom/visitloop/care/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v8, v9}, Lcom/visitloop/care/PendingIntentsKt;->reviewVisitIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v10}, Lcom/visitloop/care/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L84
    .line 110
    invoke-direct {v11}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    invoke-interface {v0, v8, v9}, Lcom/visitloop/care/VisitDao;->complete(J)I
    move-result v0
    move v10, v0
    .line 111
    if-nez v10, :L122
    new-instance v0, Lcom/visitloop/care/VisitFailure;
    new-instance v2, Lcom/visitloop/care/VisitError$NotFound;
    invoke-direct {v2, v8, v9}, Lcom/visitloop/care/VisitError$NotFound;-><init>(J)V
    check-cast v2, Lcom/visitloop/care/VisitError;
    invoke-direct {v0, v2}, Lcom/visitloop/care/VisitFailure;-><init>(Lcom/visitloop/care/VisitError;)V
    throw v0
    :L122
    .line 112
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"completed\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final visitRoster(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 115
    new-instance v0, Lcom/visitloop/care/VisitProvider$visitRoster$2;
    const/4 v1, 0x0
    invoke-direct {v0, v2, v1}, Lcom/visitloop/care/VisitProvider$visitRoster$2;-><init>(Lcom/visitloop/care/VisitProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v4}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 119
    return-object v0
.end method

.method private final myDay(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 122
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v2, v0
    .line 123
    new-instance v0, Lcom/visitloop/care/VisitProvider$myDay$2;
    const/4 v1, 0x0
    invoke-direct {v0, v3, v2, v1}, Lcom/visitloop/care/VisitProvider$myDay$2;-><init>(Lcom/visitloop/care/VisitProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v5}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final entry_delegate$lambda$0(Lcom/visitloop/care/VisitProvider;)Lcom/visitloop/care/CareEntryPoint;
    .registers 3
    .line 16
    invoke-virtual {v2}, Lcom/visitloop/care/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/visitloop/care/CareEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareEntryPoint;
    return-object v0
.end method

.method public static final sessions_delegate$lambda$0(Lcom/visitloop/care/VisitProvider;)Lcom/visitloop/care/SessionBook;
    .registers 4
    .line 20
    new-instance v0, Lcom/visitloop/care/SessionBook;
    invoke-virtual {v3}, Lcom/visitloop/care/VisitProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "null cannot be cast to non-null type com.visitloop.care.VisitApp"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Lcom/visitloop/care/VisitApp;
    invoke-virtual {v1}, Lcom/visitloop/care/VisitApp;->getSessionTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/visitloop/care/SessionBook;-><init>(Lcom/visitloop/care/TokenSource;)V
    return-object v0
.end method

.method public static final synthetic access$visitRoster(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 14
    invoke-direct {v1, v2, v3}, Lcom/visitloop/care/VisitProvider;->visitRoster(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getDao(Lcom/visitloop/care/VisitProvider;)Lcom/visitloop/care/VisitDao;
    .registers 2
    .line 14
    invoke-direct {v1}, Lcom/visitloop/care/VisitProvider;->getDao()Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$myDay(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 14
    invoke-direct {v1, v2, v3}, Lcom/visitloop/care/VisitProvider;->myDay(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$findVisits(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->findVisits(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$searchNotes(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->searchNotes(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$noteCount(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->noteCount(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$reassignVisit(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->reassignVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$cancelVisit(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->cancelVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$completeVisit(Lcom/visitloop/care/VisitProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 3
    .line 14
    invoke-direct {v1, v2}, Lcom/visitloop/care/VisitProvider;->completeVisit(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/VisitProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/VisitProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/VisitProvider;->Companion:Lcom/visitloop/care/VisitProvider$Companion;
    return-void
.end method

