.class public final Lcom/larderly/PantryProvider;
.super Landroid/content/ContentProvider;
.source "PantryProvider.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final Companion:Lcom/larderly/PantryProvider$Companion;
.field private static final DELIVERED:Landroid/net/Uri;
.field private static final METHODS:Ljava/util/Set;
.field private static final TAG:Ljava/lang/String; = "LarderlyPantry"
.field private static final graph:Lkotlin/Lazy;


# instance fields
.field private resumes:Lcom/larderly/ResumeBook;
.field private final sealed$delegate:Lcom/larderly/Inject;
.field private sessions:Lcom/larderly/CallerBoundSessions;
.field private store:Lcom/larderly/PantryStore;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/PantryProvider;
    const-string v4, "sealed"
    const-string v5, "getSealed()Lcom/larderly/SealedResolutions;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    sput-object v7, Lcom/larderly/PantryProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/larderly/PantryProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/larderly/PantryProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/PantryProvider;->Companion:Lcom/larderly/PantryProvider$Companion;
    const-string v0, "content://com.larderly.orders/delivered"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    const-string v2, "parse(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sput-object v0, Lcom/larderly/PantryProvider;->DELIVERED:Landroid/net/Uri;
    const/4 v0, 0x4
    new-array v7, v0, [Ljava/lang/String;
    const-string v2, "negotiate"
    const/4 v1, 0x0
    aput-object v2, v7, v1
    const-string v2, "get_provider_info"
    const/4 v1, 0x1
    aput-object v2, v7, v1
    const-string v2, "list_tools"
    const/4 v1, 0x2
    aput-object v2, v7, v1
    const-string v2, "execute_tool"
    const/4 v1, 0x3
    aput-object v2, v7, v1
    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/larderly/PantryProvider;->METHODS:Ljava/util/Set;
    sget-object v0, Lcom/larderly/PantryProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/PantryProvider$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    return-void
.end method

.method public constructor <init>()V
    .registers 5
    .line 35
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 39
    sget-object v2, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    const/4 v3, 0x0
    .line 196
    new-instance v0, Lcom/larderly/Inject;
    const-class v1, Lcom/larderly/SealedResolutions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-direct {v0, v2, v1}, Lcom/larderly/Inject;-><init>(Lkotlin/Lazy;Lkotlin/reflect/KClass;)V
    .line 39
    iput-object v0, p0, Lcom/larderly/PantryProvider;->sealed$delegate:Lcom/larderly/Inject;
    .line 35
    return-void
.end method

.method public static final synthetic access$getGraph$cp()Lkotlin/Lazy;
    .registers 1
    .line 35
    sget-object v0, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    return-object v0
.end method

.method public static final synthetic access$getStore$p(Lcom/larderly/PantryProvider;)Lcom/larderly/PantryStore;
    .registers 2
    .line 35
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    return-object v0
.end method

.method private final addItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 13
    .line 82
    new-instance v6, Lcom/larderly/AddArgs;
    invoke-virtual {p1}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v2
    invoke-direct {v6, v2}, Lcom/larderly/AddArgs;-><init>(Ljava/util/Map;)V
    .line 83
    invoke-virtual {v6}, Lcom/larderly/AddArgs;->getName()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v7
    .line 84
    invoke-virtual {v6}, Lcom/larderly/AddArgs;->getQuantity()Ljava/lang/Number;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v8
    .line 85
    move-object v0, v7
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    if-nez v0, :L60
    if-gtz v8, :L77
:L60
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "name and a positive quantity are required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L77
    .line 86
    sget-object v9, Lcom/larderly/Dispatch;->INSTANCE:Lcom/larderly/Dispatch;
    const/4 v10, 0x0
    .line 199
    invoke-virtual {v9}, Lcom/larderly/Dispatch;->getIo()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v1, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;
    invoke-direct {v1, p0, v7, v8}, Lcom/larderly/PantryProvider$addItem$$inlined$later$1;-><init>(Lcom/larderly/PantryProvider;Ljava/lang/String;I)V
    check-cast v1, Ljava/lang/Runnable;
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 87
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "queued"
    const/4 v3, 0x1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final askUser(Lcom/larderly/Call;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 174
    iget-object v0, p0, Lcom/larderly/PantryProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L16
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L16
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 175
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/larderly/ConfirmDiscardActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 176
    const-string v1, "com.larderly.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 177
    const-string v1, "com.larderly.extra.SUBJECT"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v5
    .line 178
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-direct {p0}, Lcom/larderly/PantryProvider;->getSealed()Lcom/larderly/SealedResolutions;
    move-result-object v1
    invoke-virtual {p1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v3
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1, v2, v3, v5}, Lcom/larderly/SealedResolutions;->create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v3, "confirm the removal in Larderly"
    invoke-static {v0, v1, v4, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final deliveredLines(Landroid/content/Context;Ljava/lang/String;)Ljava/util/List;
    .registers 20
    .line 142
    move-object/from16 v0, p1
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    sget-object v1, Lcom/larderly/PantryProvider;->DELIVERED:Landroid/net/Uri;
    const/4 v2, 0x2
    new-array v8, v2, [Ljava/lang/String;
    const-string v4, "name"
    const/4 v3, 0x0
    aput-object v4, v8, v3
    const-string v4, "qty"
    const/4 v3, 0x1
    aput-object v4, v8, v3
    move-object v2, v8
    move-object/from16 v4, p2
    const/4 v3, 0x0
    if-eqz p2, :L78
    move-object v9, v4
    .line 226
    move-object v15, v3
    move-object v14, v2
    move-object v13, v1
    move-object v12, v0
    const/4 v10, 0x0
    .line 142
    const/4 v0, 0x1
    new-array v11, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    aput-object v9, v11, v1
    move-object/from16 v16, v11
    move-object v0, v12
    move-object v1, v13
    move-object v2, v14
    move-object v3, v15
    move-object/from16 v4, v16
    goto :L80
:L78
    const/4 v4, 0x0
:L80
    const/4 v5, 0x0
    invoke-virtual/range {v0 .. v5}, Landroid/content/ContentResolver;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    if-nez v0, :L93
    .line 143
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
:L93
    .line 142
    move-object v6, v0
    .line 144
    new-instance v7, Ljava/util/ArrayList;
    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V
    .line 145
    move-object v0, v6
    check-cast v0, Ljava/io/Closeable;
    move-object v8, v0
    const/4 v9, 0x0
:L112
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v11, 0x0
:L123
    .line 146
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L172
    new-instance v1, Lcom/larderly/Line;
    const/4 v4, 0x0
    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x1
    invoke-interface {v10, v5}, Landroid/database/Cursor;->getInt(I)I
    move-result v4
    invoke-direct {v1, v3, v4}, Lcom/larderly/Line;-><init>(Ljava/lang/String;I)V
    invoke-virtual {v7, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    goto :L123
:L172
    .line 147
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L178
    .line 145
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L209
:L188
    move-exception v11
    move-object v9, v11
    throw v11
:L197
    move-exception v11
:L199
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v11
:L209
    .line 148
    move-object v0, v7
    check-cast v0, Ljava/util/List;
    return-object v0
    .catch Ljava/lang/Throwable; {:L112 .. :L178} :L188
    .catchall {:L112 .. :L178} :L197
    .catchall {:L188 .. :L197} :L197
.end method

.method private final discardItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 14
    .line 163
    invoke-virtual {p1}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v9
    const-string v10, "id"
    const/4 v11, 0x0
    .line 228
    invoke-interface {v9, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/Number;
    .line 163
    if-eqz v0, :L45
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    goto :L63
:L45
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L63
    move-wide v6, v0
    .line 164
    sget-object v0, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Lcom/larderly/Locator;
    const/4 v10, 0x0
    .line 229
    const-class v1, Lcom/larderly/DiscardPlan;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v9, v1}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v8
    .line 164
    check-cast v8, Lcom/larderly/DiscardPlan;
    .line 165
    iget-object v1, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    move-object v0, v8
    if-nez v1, :L114
    const-string v1, "store"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L114
    invoke-virtual {v1}, Lcom/larderly/PantryStore;->stockTakeRunning()Z
    move-result v1
    invoke-virtual {v0, v1}, Lcom/larderly/DiscardPlan;->setFrozen(Z)V
    .line 166
    iget-object v1, p0, Lcom/larderly/PantryProvider;->resumes:Lcom/larderly/ResumeBook;
    move-object v0, v8
    if-nez v1, :L138
    const-string v1, "resumes"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L138
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p1}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v1
    invoke-virtual {v0, v1}, Lcom/larderly/DiscardPlan;->setSkipReview(Z)V
    .line 167
    invoke-virtual {v8}, Lcom/larderly/DiscardPlan;->getSkipReview()Z
    move-result v0
    if-nez v0, :L186
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "throw away item "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {p0, p1, v2}, Lcom/larderly/PantryProvider;->askUser(Lcom/larderly/Call;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L186
    .line 168
    const-string v1, "discarding"
    invoke-virtual {v8, v1}, Lcom/larderly/DiscardPlan;->setStage(Ljava/lang/String;)V
    .line 169
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L210
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L210
    invoke-virtual {v0, v6, v7}, Lcom/larderly/PantryStore;->discard(J)I
    move-result v9
    .line 170
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "removed"
    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final execute(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 9
    .line 64
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/larderly/RequestsKt;->deadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L29
    .line 65
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "the deadline passed before the tool started"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L29
    .line 67
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_38
    goto/16 :L350
:L120
    const-string v1, "add_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L286
    goto/16 :L350
:L133
    const-string v1, "use_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L294
    goto/16 :L350
:L146
    const-string v1, "restock_from_order"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L318
    goto/16 :L350
:L159
    const-string v1, "restock_usual"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L326
    goto :L350
:L172
    const-string v1, "move_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L310
    goto :L350
:L185
    const-string v1, "discard_item"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L342
    goto :L350
:L198
    const-string v1, "purge_expired"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L334
    goto :L350
:L211
    const-string v1, "list_items"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L237
    goto :L350
:L224
    const-string v1, "set_expiry"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L302
    goto :L350
:L237
    .line 68
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    iget-object v3, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    const-string v2, "items"
    if-nez v3, :L267
    const-string v3, "store"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
:L267
    invoke-virtual {v3}, Lcom/larderly/PantryStore;->items()Lorg/json/JSONArray;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L286
    .line 69
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->addItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L294
    .line 70
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->useItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L302
    .line 71
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->setExpiry(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L310
    .line 72
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->moveItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L318
    .line 73
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->restockFromOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L326
    .line 74
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->restockUsual(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L334
    .line 75
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->purgeExpired(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L342
    .line 76
    invoke-direct {p0, p1}, Lcom/larderly/PantryProvider;->discardItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L366
:L350
    .line 77
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such pantry tool"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
:L366
    .line 67
    return-object v0

:sswitch_data_38
    .sparse-switch
        -0x5f49688b -> :L146
        -0x5d611450 -> :L224
        -0x49ae080f -> :L120
        -0x3e7021ec -> :L185
        -0x10e43535 -> :L133
        0xe311d86 -> :L159
        0x29a18cdf -> :L211
        0x326da391 -> :L198
        0x3faab2c1 -> :L172
    .end sparse-switch
.end method

.method private final getSealed()Lcom/larderly/SealedResolutions;
    .registers 4
    .line 39
    iget-object v0, p0, Lcom/larderly/PantryProvider;->sealed$delegate:Lcom/larderly/Inject;
    sget-object v1, Lcom/larderly/PantryProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/larderly/Inject;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/SealedResolutions;
    return-object v0
.end method

.method public static final graph$lambda$0()Lcom/larderly/Locator;
    .registers 5
    .line 192
    new-instance v0, Lcom/larderly/Locator;
    invoke-direct {v0}, Lcom/larderly/Locator;-><init>()V
    const/4 v1, 0x2
    new-array v4, v1, [Lcom/larderly/Module;
    invoke-static {}, Lcom/larderly/ModulesKt;->getCoreModule()Lcom/larderly/Module;
    move-result-object v3
    const/4 v2, 0x0
    aput-object v3, v4, v2
    invoke-static {}, Lcom/larderly/ModulesKt;->getPantryModule()Lcom/larderly/Module;
    move-result-object v3
    const/4 v2, 0x1
    aput-object v3, v4, v2
    invoke-virtual {v0, v4}, Lcom/larderly/Locator;->load([Lcom/larderly/Module;)Lcom/larderly/Locator;
    move-result-object v0
    return-object v0
.end method

.method private final moveItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 13
    .line 111
    new-instance v6, Lcom/larderly/MoveArgs;
    invoke-virtual {p1}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v2
    invoke-direct {v6, v2}, Lcom/larderly/MoveArgs;-><init>(Ljava/util/Map;)V
:L12
    .line 113
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L29
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L29
    invoke-virtual {v6}, Lcom/larderly/MoveArgs;->getId()Ljava/lang/Number;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J
    move-result-wide v1
    invoke-virtual {v6}, Lcom/larderly/MoveArgs;->getShelf()Ljava/lang/String;
    move-result-object v3
    check-cast v3, Ljava/lang/CharSequence;
    invoke-static {v3}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/PantryStore;->move(JLjava/lang/String;I)I
    .line 114
    const/4 v8, 0x0
:L60
    goto :L155
:L63
    .line 115
    move-exception v9
    .line 116
    move-object v2, v9
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "LarderlyPantry"
    const-string v1, "move_item failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 117
    new-instance v8, Lcom/larderly/Failure;
    const/4 v2, 0x4
    new-array v10, v2, [Lkotlin/Pair;
    const-string v4, "code"
    const-string v5, "INVALID_ARGS"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v10, v3
    const-string v4, "message"
    const-string v5, "id and shelf are required"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v10, v3
    invoke-virtual {v9}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;
    move-result-object v5
    const-string v4, "detail"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x2
    aput-object v4, v10, v3
    const/4 v5, 0x0
    invoke-static {v5}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v5
    const-string v4, "retryable"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x3
    aput-object v4, v10, v3
    invoke-static {v10}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v2
    invoke-direct {v8, v2}, Lcom/larderly/Failure;-><init>(Ljava/util/Map;)V
:L155
    .line 112
    move-object v7, v8
    .line 119
    move-object v0, v7
    if-eqz v7, :L174
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/Failure;->answer(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L209
:L174
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    invoke-virtual {v6}, Lcom/larderly/MoveArgs;->getId()Ljava/lang/Number;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Number;->longValue()J
    move-result-wide v3
    const-string v2, "id"
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
:L209
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L12 .. :L60} :L63
.end method

.method private final purgeExpired(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 11
    .line 152
    sget-object v0, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v7
    check-cast v7, Lcom/larderly/Locator;
    const/4 v8, 0x0
    .line 227
    const-class v1, Lcom/larderly/DiscardPlan;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v7, v1}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v6
    .line 152
    check-cast v6, Lcom/larderly/DiscardPlan;
    .line 153
    iget-object v1, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    move-object v0, v6
    if-nez v1, :L46
    const-string v1, "store"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L46
    invoke-virtual {v1}, Lcom/larderly/PantryStore;->stockTakeRunning()Z
    move-result v1
    invoke-virtual {v0, v1}, Lcom/larderly/DiscardPlan;->setFrozen(Z)V
    .line 154
    invoke-virtual {p1}, Lcom/larderly/Call;->getJson()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "confirmed"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v1
    move-object v0, v6
    if-nez v1, :L110
    .line 155
    iget-object v1, p0, Lcom/larderly/PantryProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v1, :L82
    const-string v1, "resumes"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L82
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p1}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :L114
:L110
    const/4 v1, 0x1
    goto :L115
:L114
    const/4 v1, 0x0
:L115
    .line 154
    invoke-virtual {v0, v1}, Lcom/larderly/DiscardPlan;->setSkipReview(Z)V
    .line 156
    invoke-virtual {v6}, Lcom/larderly/DiscardPlan;->getSkipReview()Z
    move-result v0
    if-nez v0, :L134
    const-string v2, "remove every expired item"
    invoke-direct {p0, p1, v2}, Lcom/larderly/PantryProvider;->askUser(Lcom/larderly/Call;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L134
    .line 157
    const-string v1, "purging"
    invoke-virtual {v6, v1}, Lcom/larderly/DiscardPlan;->setStage(Ljava/lang/String;)V
    .line 158
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L157
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L157
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;
    move-result-object v1
    invoke-virtual {v1}, Ljava/time/LocalDate;->toEpochDay()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Lcom/larderly/PantryStore;->purgeExpired(J)I
    move-result v7
    .line 159
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "removed"
    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final restockFromOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 17
    .line 123
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v8
    const-string v9, "order_id"
    const/4 v10, 0x0
    .line 215
    invoke-interface {v8, v9}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/String;
    .line 123
    if-nez v0, :L57
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "order_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L57
    move-object v6, v0
    .line 124
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    move-object v8, v0
    const/4 v9, 0x0
    .line 216
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v10
:L72
    .line 218
    const/4 v12, 0x0
    .line 125
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-direct {p0, v1, v6}, Lcom/larderly/PantryProvider;->deliveredLines(Landroid/content/Context;Ljava/lang/String;)Ljava/util/List;
    move-result-object v13
    .line 126
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L103
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L103
    move-object v2, p0
    check-cast v2, Landroid/content/ContentProvider;
    invoke-static {v2}, Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v2
    invoke-virtual {v0, v13, v2}, Lcom/larderly/PantryStore;->restock(Ljava/util/List;I)I
    move-result v14
:L117
    .line 220
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 218
    move v0, v14
    goto :L137
:L127
    .line 220
    move-exception v12
:L129
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v12
:L137
    .line 124
    move v7, v0
    .line 128
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "added"
    invoke-virtual {v1, v2, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:L72 .. :L117} :L127
.end method

.method private final restockUsual(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 15
    .line 132
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v4
    .line 133
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    move-object v6, v0
    const/4 v7, 0x0
    .line 221
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v8
:L19
    .line 223
    const/4 v10, 0x0
    .line 134
    invoke-virtual {p1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {p0, v1, v2}, Lcom/larderly/PantryProvider;->deliveredLines(Landroid/content/Context;Ljava/lang/String;)Ljava/util/List;
    move-result-object v11
    .line 135
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L50
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L50
    invoke-virtual {v0, v11, v4}, Lcom/larderly/PantryStore;->restock(Ljava/util/List;I)I
    move-result v12
:L58
    .line 225
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 223
    move v0, v12
    goto :L78
:L68
    .line 225
    move-exception v10
:L70
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v10
:L78
    .line 133
    move v5, v0
    .line 137
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "added"
    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:L19 .. :L58} :L68
.end method

.method private final setExpiry(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 13
    .line 100
    new-instance v6, Lcom/larderly/ExpiryArgs;
    invoke-virtual {p1}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v2
    invoke-direct {v6, v2}, Lcom/larderly/ExpiryArgs;-><init>(Ljava/util/Map;)V
:L12
    .line 102
    iget-object v0, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    if-nez v0, :L29
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L29
    invoke-virtual {v6}, Lcom/larderly/ExpiryArgs;->getId()Ljava/lang/Number;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J
    move-result-wide v1
    invoke-virtual {v6}, Lcom/larderly/ExpiryArgs;->getDate()Ljava/lang/String;
    move-result-object v3
    check-cast v3, Ljava/lang/CharSequence;
    invoke-static {v3}, Ljava/time/LocalDate;->parse(Ljava/lang/CharSequence;)Ljava/time/LocalDate;
    move-result-object v3
    invoke-virtual {v3}, Ljava/time/LocalDate;->toEpochDay()J
    move-result-wide v3
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v5
    invoke-virtual/range {v0 .. v5}, Lcom/larderly/PantryStore;->setExpiry(JJI)I
    .line 103
    const/4 v8, 0x0
:L60
    goto :L135
:L63
    .line 104
    move-exception v9
    .line 105
    new-instance v0, Lcom/larderly/Failure;
    const/4 v2, 0x3
    new-array v10, v2, [Lkotlin/Pair;
    const-string v4, "code"
    const-string v5, "INVALID_ARGS"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v10, v3
    invoke-virtual {v9}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;
    move-result-object v5
    move-object v1, v0
    move-object v2, v10
    const/4 v3, 0x1
    const-string v4, "message"
    if-nez v5, :L107
    const-string v5, "not a date"
:L107
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    aput-object v4, v2, v3
    const/4 v5, 0x0
    invoke-static {v5}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v5
    const-string v4, "retryable"
    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v4
    const/4 v3, 0x2
    aput-object v4, v10, v3
    invoke-static {v10}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/larderly/Failure;-><init>(Ljava/util/Map;)V
    move-object v8, v0
:L135
    .line 101
    move-object v7, v8
    .line 107
    move-object v0, v7
    if-eqz v7, :L154
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/Failure;->answer(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L189
:L154
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    invoke-virtual {v6}, Lcom/larderly/ExpiryArgs;->getId()Ljava/lang/Number;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Number;->longValue()J
    move-result-wide v3
    const-string v2, "id"
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
:L189
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L12 .. :L60} :L63
.end method

.method private final useItem(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 16
    .line 91
    new-instance v7, Lcom/larderly/UseArgs;
    invoke-virtual {p1}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v2
    invoke-direct {v7, v2}, Lcom/larderly/UseArgs;-><init>(Ljava/util/Map;)V
    .line 92
    invoke-virtual {v7}, Lcom/larderly/UseArgs;->getId()Ljava/lang/Number;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v8
    .line 93
    invoke-virtual {v7}, Lcom/larderly/UseArgs;->getQuantity()Ljava/lang/Number;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v10
    .line 94
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v11
    .line 95
    sget-object v12, Lcom/larderly/Dispatch;->INSTANCE:Lcom/larderly/Dispatch;
    const/4 v13, 0x0
    .line 207
    invoke-virtual {v12}, Lcom/larderly/Dispatch;->getIo()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v1, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;
    move-object v2, p0
    move-wide v3, v8
    move v5, v10
    move v6, v11
    invoke-direct/range {v1 .. v6}, Lcom/larderly/PantryProvider$useItem$$inlined$later$1;-><init>(Lcom/larderly/PantryProvider;JII)V
    check-cast v1, Ljava/lang/Runnable;
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 96
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "queued"
    const/4 v3, 0x1
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0}, Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v6
    .line 50
    move-object v0, p3
    if-nez p3, :L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L28
    move-object v7, v0
    .line 51
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0, v6}, Lcom/larderly/ProviderExtKt;->admits(Landroid/content/ContentProvider;I)Z
    move-result v0
    if-nez v0, :L55
    move-object v0, v7
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "this app may not use the pantry tools"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L55
    .line 52
    sget-object v0, Lcom/larderly/PantryProvider;->METHODS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    move-object v0, v7
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L80
    .line 53
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L119
    iget-object v1, p0, Lcom/larderly/PantryProvider;->sessions:Lcom/larderly/CallerBoundSessions;
    move-object v0, v7
    if-nez v1, :L106
    const-string v1, "sessions"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L106
    check-cast v1, Lcom/larderly/SessionStore;
    const-string v3, "com.larderly.pantry"
    const-string v4, "Larderly pantry"
    invoke-static {v0, v1, v6, v3, v4}, Lcom/larderly/RequestsKt;->negotiated(Landroid/os/Bundle;Lcom/larderly/SessionStore;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L119
    .line 54
    const-string v1, "protocol_version"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L144
    move-object v0, v7
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "only CETP v2 is served here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L144
    .line 55
    iget-object v0, p0, Lcom/larderly/PantryProvider;->sessions:Lcom/larderly/CallerBoundSessions;
    if-nez v0, :L159
    const-string v0, "sessions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L159
    invoke-static {v7}, Lcom/larderly/RequestsKt;->sessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/larderly/CallerBoundSessions;->findFor(Ljava/lang/String;I)Lcom/larderly/Session;
    move-result-object v0
    if-nez v0, :L185
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate a session first"
    const/4 v3, 0x1
    invoke-static {v7, v1, v2, v3}, Lcom/larderly/RequestsKt;->failure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L185
    .line 56
    move-object v8, p1
    .line 57
    const-string v1, "get_provider_info"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L216
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "{\"provider_id\":\"com.larderly.pantry\",\"provider_name\":\"Larderly pantry\",\"description\":\"Keep track of what is in the pantry: items, shelves, expiry dates and restocking.\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"pantry.read\",\"title\":\"See pantry items\",\"description\":\"Read items, quantities and shelves\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"pantry.write\",\"title\":\"Change pantry items\",\"description\":\"Add, use, move, restock and remove items\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v7, v1}, Lcom/larderly/RequestsKt;->reply(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
:L216
    .line 58
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L243
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "{\"revision\":\"pantry-7\",\"tools\":[\n{\"name\":\"list_items\",\"title\":\"List pantry items\",\"description\":\"List the items in stock with their quantity and shelf.\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]},\"scopes\":[\"pantry.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"idempotent\":true}},\n{\"name\":\"add_item\",\"title\":\"Add an item\",\"description\":\"Add an item to the pantry.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1},\"quantity\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"name\",\"quantity\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"boolean\"}},\"required\":[\"queued\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},\n{\"name\":\"use_item\",\"title\":\"Use an item\",\"description\":\"Take a quantity of an item out of stock.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"id\",\"quantity\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"boolean\"}},\"required\":[\"queued\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},\n{\"name\":\"set_expiry\",\"title\":\"Set expiry date\",\"description\":\"Set the expiry date (YYYY-MM-DD) of an item.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"date\":{\"type\":\"string\"}},\"required\":[\"id\",\"date\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"idempotent\":true}},\n{\"name\":\"move_item\",\"title\":\"Move an item\",\"description\":\"Move an item to another shelf.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"shelf\":{\"type\":\"string\"}},\"required\":[\"id\",\"shelf\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"idempotent\":true}},\n{\"name\":\"restock_from_order\",\"title\":\"Restock from an order\",\"description\":\"Add the lines of a delivered order to the pantry.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"string\"}},\"required\":[\"order_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"added\":{\"type\":\"integer\"}},\"required\":[\"added\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"open_world\":false}},\n{\"name\":\"restock_usual\",\"title\":\"Restock from the last delivery\",\"description\":\"Add the lines of the latest delivered order to the pantry.\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"added\":{\"type\":\"integer\"}},\"required\":[\"added\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\",\"open_world\":false}},\n{\"name\":\"purge_expired\",\"title\":\"Remove expired items\",\"description\":\"Remove every item whose expiry date has passed.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}},\n{\"name\":\"discard_item\",\"title\":\"Throw an item away\",\"description\":\"Remove one item from the pantry.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}\n]}"
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v7, v1}, Lcom/larderly/RequestsKt;->reply(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
:L243
    .line 59
    new-instance v1, Lcom/larderly/Call;
    invoke-virtual {p0}, Lcom/larderly/PantryProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v3, v6, v7}, Lcom/larderly/Call;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    invoke-direct {p0, v1}, Lcom/larderly/PantryProvider;->execute(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
:L266
    .line 56
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 184
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 182
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 183
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 9
    .line 42
    new-instance v1, Lcom/larderly/PantryStore;
    invoke-virtual {p0}, Lcom/larderly/PantryProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v3}, Lcom/larderly/PantryStore;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/larderly/PantryProvider;->store:Lcom/larderly/PantryStore;
    .line 43
    sget-object v1, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/larderly/Locator;
    const/4 v7, 0x0
    .line 197
    const-class v2, Lcom/larderly/CallerBoundSessions;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v6, v2}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/larderly/CallerBoundSessions;
    .line 43
    iput-object v1, p0, Lcom/larderly/PantryProvider;->sessions:Lcom/larderly/CallerBoundSessions;
    .line 44
    new-instance v1, Lcom/larderly/ResumeBook;
    new-instance v3, Lcom/larderly/TokenMint;
    sget-object v4, Lcom/larderly/PantryProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v4}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/larderly/Locator;
    const/4 v7, 0x0
    .line 198
    const-class v5, Ljava/security/SecureRandom;
    invoke-static {v5}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v5
    invoke-virtual {v6, v5}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Random;
    .line 44
    invoke-direct {v3, v4}, Lcom/larderly/TokenMint;-><init>(Ljava/util/Random;)V
    invoke-direct {v1, v3}, Lcom/larderly/ResumeBook;-><init>(Lcom/larderly/TokenMint;)V
    iput-object v1, p0, Lcom/larderly/PantryProvider;->resumes:Lcom/larderly/ResumeBook;
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 181
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 185
    const/4 v0, 0x0
    return v0
.end method
