.class public final Lcom/harborfiles/DocActions;
.super Ljava/lang/Object;
.source "DocActions.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/DocActions$Companion;

.field private static final TAG:Ljava/lang/String; = "DocActions"

.field private static final rng:Ljava/util/Random;


# instance fields
.field private final store:Lcom/harborfiles/DocStore;

.field private final confirmer:Lcom/harborfiles/Confirmer;

.field private final ledger:Lcom/harborfiles/ResumeLedger;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborfiles/DocActions$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/harborfiles/DocActions$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/DocActions;->Companion:Lcom/harborfiles/DocActions$Companion;
    .line 97
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/harborfiles/DocActions;->rng:Ljava/util/Random;
    return-void
.end method

.method public constructor <init>(Lcom/harborfiles/DocStore;Lcom/harborfiles/Confirmer;Lcom/harborfiles/ResumeLedger;)V
    .registers 5

    const-string v0, "store"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "confirmer"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ledger"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    iput-object p2, p0, Lcom/harborfiles/DocActions;->confirmer:Lcom/harborfiles/Confirmer;
    iput-object p3, p0, Lcom/harborfiles/DocActions;->ledger:Lcom/harborfiles/ResumeLedger;
    return-void
.end method

.method public static final synthetic access$getRng$cp()Ljava/util/Random;
    .registers 1

    .line 12
    sget-object v0, Lcom/harborfiles/DocActions;->rng:Ljava/util/Random;
    return-object v0
.end method

.method private final importDoc(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 13

    .line 48
    move-object v9, p0
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    .line 47
    iget-object v0, v9, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v1
    invoke-virtual {v1}, Lcom/harborfiles/Caller;->getUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "doc"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "getJSONObject(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/DocStore;->insertDoc(ILorg/json/JSONObject;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    :try_end_0
    goto :L73
    :L57
    move-exception v10
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    :L73
    .line 48
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L117
    move-object v10, v0
    .line 49
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v10}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "import failed: "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 51
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "doc_id"
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v4, v9
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J
    move-result-wide v4
    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :L57
.end method

.method private final open(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 11

    .line 30
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v7
    .line 31
    iget-object v0, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {v0, v7, v8, v3}, Lcom/harborfiles/DocStore;->visibleTo(JI)Z
    move-result v0
    if-nez v0, :L47
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "No such document"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 32
    iget-object v0, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {v0, v7, v8}, Lcom/harborfiles/DocStore;->contentUri(J)Landroid/net/Uri;
    move-result-object v7
    .line 33
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/harborfiles/Caller;->getPackages()[Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    aget-object v8, v0, v1
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/4 v3, 0x1
    invoke-virtual {v0, v8, v7, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    .line 34
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "uri"
    invoke-virtual {v7}, Landroid/net/Uri;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final preview(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 11

    .line 38
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v7
    .line 39
    iget-object v0, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {v0, v7, v8, v3}, Lcom/harborfiles/DocStore;->visibleTo(JI)Z
    move-result v0
    if-nez v0, :L47
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "No such document"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 40
    iget-object v0, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {v0, v7, v8}, Lcom/harborfiles/DocStore;->previewUri(J)Landroid/net/Uri;
    move-result-object v7
    .line 41
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v0
    invoke-virtual {v0}, Lcom/harborfiles/Caller;->getPackages()[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L95
    move-object v8, v0
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCtx()Landroid/content/Context;
    move-result-object v0
    const/4 v3, 0x1
    invoke-virtual {v0, v8, v7, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    goto :L115
    :L95
    .line 42
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "The calling UID has more than one package"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L115
    .line 43
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "uri"
    invoke-virtual {v7}, Landroid/net/Uri;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final publish(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 15

    .line 64
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v9
    .line 65
    invoke-virtual {p0, p1}, Lcom/harborfiles/DocActions;->approved(Lcom/harborfiles/DocCall;)Z
    move-result v0
    if-eqz v0, :L63
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "link"
    iget-object v4, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v6
    invoke-virtual {v6}, Lcom/harborfiles/Caller;->getUid()I
    move-result v6
    invoke-virtual {v4, v9, v10, v6}, Lcom/harborfiles/DocStore;->publish(JI)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L63
    .line 66
    invoke-virtual {p0, p1}, Lcom/harborfiles/DocActions;->holdFor(Lcom/harborfiles/DocCall;)Ljava/lang/String;
    move-result-object v11
    .line 67
    sget-object v0, Lcom/harborfiles/ResolutionSpec;->Companion:Lcom/harborfiles/ResolutionSpec$Companion;
    invoke-virtual {v0}, Lcom/harborfiles/ResolutionSpec$Companion;->getBASE()Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    const/16 v1, 0x29
    const/high16 v2, 0x8000000
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/harborfiles/ResolutionSpec;->copy$default(Lcom/harborfiles/ResolutionSpec;IILjava/lang/String;ILjava/lang/Object;)Lcom/harborfiles/ResolutionSpec;
    move-result-object v12
    .line 69
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCtx()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v12}, Lcom/harborfiles/ResolutionSpec;->getRequestCode()I
    move-result v1
    invoke-virtual {v12}, Lcom/harborfiles/ResolutionSpec;->getAction()Ljava/lang/String;
    move-result-object v3
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "Publish document "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p0, v3, v11, v5}, Lcom/harborfiles/DocActions;->confirmIntent(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    invoke-virtual {v12}, Lcom/harborfiles/ResolutionSpec;->getFlags()I
    move-result v3
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v9
    .line 71
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1, v9, v11}, Lcom/harborfiles/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final rename(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 12

    .line 57
    move-object v7, p0
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v8, v7
    .line 55
    iget-object v0, v8, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "doc_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    const-string v5, "title"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/harborfiles/DocStore;->rename(JILjava/lang/String;)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    :try_end_0
    goto :L84
    :L68
    move-exception v9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    :L84
    move-object v7, v8
    .line 56
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L119
    move-object v8, v0
    move-object v9, v8
    const-string v0, "DocActions"
    const-string v1, "rename failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    goto :L120
    :L119
    :L120
    .line 57
    invoke-static {v7}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-eqz v0, :L156
    .line 58
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "CONFLICT"
    const-string v3, "The document could not be renamed"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L156
    .line 60
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "renamed"
    move-object v8, v7
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v4, v8
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :L68
.end method

.method private final restoreVersion(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 16

    .line 75
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "doc_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v9
    .line 76
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "version"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I
    move-result v11
    .line 77
    invoke-virtual {p0, p1}, Lcom/harborfiles/DocActions;->approved(Lcom/harborfiles/DocCall;)Z
    move-result v0
    if-eqz v0, :L77
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "restored"
    iget-object v4, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v6
    invoke-virtual {v6}, Lcom/harborfiles/Caller;->getUid()I
    move-result v6
    invoke-virtual {v4, v9, v10, v6, v11}, Lcom/harborfiles/DocStore;->restoreVersion(JII)I
    move-result v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 78
    invoke-virtual {p0, p1}, Lcom/harborfiles/DocActions;->holdFor(Lcom/harborfiles/DocCall;)Ljava/lang/String;
    move-result-object v12
    .line 79
    sget-object v0, Lcom/harborfiles/ResolutionSpec;->Companion:Lcom/harborfiles/ResolutionSpec$Companion;
    invoke-virtual {v0}, Lcom/harborfiles/ResolutionSpec$Companion;->getBASE()Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    const/16 v1, 0x2a
    const/high16 v2, 0xc000000
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/harborfiles/ResolutionSpec;->copy$default(Lcom/harborfiles/ResolutionSpec;IILjava/lang/String;ILjava/lang/Object;)Lcom/harborfiles/ResolutionSpec;
    move-result-object v13
    .line 81
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCtx()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v13}, Lcom/harborfiles/ResolutionSpec;->getRequestCode()I
    move-result v1
    invoke-virtual {v13}, Lcom/harborfiles/ResolutionSpec;->getAction()Ljava/lang/String;
    move-result-object v3
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "Restore version "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, v11}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v7
    const-string v8, " of document "
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p0, v3, v12, v5}, Lcom/harborfiles/DocActions;->confirmIntent(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    invoke-virtual {v13}, Lcom/harborfiles/ResolutionSpec;->getFlags()I
    move-result v3
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v9
    .line 83
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1, v9, v12}, Lcom/harborfiles/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final approved(Lcom/harborfiles/DocCall;)Z
    .registers 7

    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    iget-object v0, p0, Lcom/harborfiles/DocActions;->ledger:Lcom/harborfiles/ResumeLedger;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v2
    invoke-virtual {v2}, Lcom/harborfiles/Caller;->getUid()I
    move-result v2
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/harborfiles/ResumeLedger;->take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method public final confirmIntent(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .registers 11

    const-string v1, "action"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "summary"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    iget-object v0, p0, Lcom/harborfiles/DocActions;->confirmer:Lcom/harborfiles/Confirmer;
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    move-object v3, v2
    move-object v4, v3
    move-object v5, p1
    move-object v6, v0
    .line 91
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 92
    const-string v1, "summary"
    invoke-virtual {v4, v1, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 93
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 90
    invoke-virtual {v6, v5, v3}, Lcom/harborfiles/Confirmer;->intent(Ljava/lang/String;Landroid/os/Bundle;)Landroid/content/Intent;
    move-result-object v0
    .line 93
    return-object v0
.end method

.method public final getStore()Lcom/harborfiles/DocStore;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    return-object v0
.end method

.method public final holdFor(Lcom/harborfiles/DocCall;)Ljava/lang/String;
    .registers 8

    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    iget-object v0, p0, Lcom/harborfiles/DocActions;->ledger:Lcom/harborfiles/ResumeLedger;
    sget-object v1, Lcom/harborfiles/DocActions;->Companion:Lcom/harborfiles/DocActions$Companion;
    invoke-virtual {v1}, Lcom/harborfiles/DocActions$Companion;->newResumeToken()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lcom/harborfiles/Approval;
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/harborfiles/Caller;->getUid()I
    move-result v3
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getTool()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p1}, Lcom/harborfiles/DocCall;->getRawArgs()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v2, v3, v4, v5}, Lcom/harborfiles/Approval;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/ResumeLedger;->hold(Ljava/lang/String;Lcom/harborfiles/Approval;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final read(Lcom/harborfiles/DocTool$Reader;Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 13

    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "call"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {p1}, Lcom/harborfiles/DocTool$Reader;->getName()Ljava/lang/String;
    move-result-object v9
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :L170
    :L56
    const-string v1, "open_doc"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L154
    goto :L170
    :L68
    const-string v1, "list_docs"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L92
    goto :L170
    :L80
    const-string v1, "preview_doc"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L162
    goto :L170
    :L92
    .line 15
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "docs"
    iget-object v4, p0, Lcom/harborfiles/DocActions;->store:Lcom/harborfiles/DocStore;
    invoke-virtual {p2}, Lcom/harborfiles/DocCall;->getCaller()Lcom/harborfiles/Caller;
    move-result-object v5
    invoke-virtual {v5}, Lcom/harborfiles/Caller;->getUid()I
    move-result v5
    invoke-virtual {p2}, Lcom/harborfiles/DocCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v6
    const-string v7, "folder"
    const-string v8, "/"
    invoke-virtual {v6, v7, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    const-string v8, "optString(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v4, v5, v6}, Lcom/harborfiles/DocStore;->list(ILjava/lang/String;)Lorg/json/JSONArray;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "put(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v2}, Lcom/harborfiles/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L188
    :L154
    .line 16
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->open(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L188
    :L162
    .line 17
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->preview(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L188
    :L170
    .line 18
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "No tool of that name"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L188
    .line 19
    return-object v0
    :sswitch_data_0
    .sparse-switch
        -0x4cf18bbf -> :L80
        -0x48fd22c4 -> :L68
        -0x1e0f5a3d -> :L56
    .end sparse-switch
.end method

.method public final write(Lcom/harborfiles/DocTool$Writer;Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "call"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {p1}, Lcom/harborfiles/DocTool$Writer;->getName()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :L141
    :L64
    const-string v1, "restore_version"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L133
    goto :L141
    :L76
    const-string v1, "rename_doc"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L117
    goto :L141
    :L88
    const-string v1, "publish_doc"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L125
    goto :L141
    :L100
    const-string v1, "import_doc"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L141
    .line 22
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->importDoc(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L159
    :L117
    .line 23
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->rename(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L159
    :L125
    .line 24
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->publish(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L159
    :L133
    .line 25
    invoke-direct {p0, p2}, Lcom/harborfiles/DocActions;->restoreVersion(Lcom/harborfiles/DocCall;)Landroid/os/Bundle;
    move-result-object v0
    goto :L159
    :L141
    .line 26
    sget-object v0, Lcom/harborfiles/Replies;->INSTANCE:Lcom/harborfiles/Replies;
    invoke-virtual {p2}, Lcom/harborfiles/DocCall;->getRequestId()Ljava/lang/String;
    move-result-object v1
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "No tool of that name"
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    invoke-static/range {v0 .. v6}, Lcom/harborfiles/Replies;->error$default(Lcom/harborfiles/Replies;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L159
    .line 27
    return-object v0
    :sswitch_data_0
    .sparse-switch
        -0x4a91e349 -> :L76
        -0x249dcdf8 -> :L88
        0x39f32827 -> :L64
        0x7eb1cd9e -> :L100
    .end sparse-switch
.end method
