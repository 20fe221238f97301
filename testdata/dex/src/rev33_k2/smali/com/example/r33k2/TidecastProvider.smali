.class public final Lcom/example/r33k2/TidecastProvider;
.super Landroid/content/ContentProvider;
.source "TidecastProvider.kt"

# interfaces
.implements Lcom/example/r33k2/Replies;

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k2/TidecastProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTidecastProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TidecastProvider.kt\ncom/example/r33k2/TidecastProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,115:1\n1#2:116\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r33k2/TidecastProvider$Companion;

.field private static final PARTNER_CERT:[B

.field private static final TAG:Ljava/lang/String; = "Tidecast"

.field private final io:Lkotlinx/coroutines/CoroutineScope;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/TidecastProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r33k2/TidecastProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r33k2/TidecastProvider;->Companion:Lcom/example/r33k2/TidecastProvider$Companion;
    .line 112
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_e
    sput-object v0, Lcom/example/r33k2/TidecastProvider;->PARTNER_CERT:[B
    return-void

    :array_e
    .array-data 1
        0x51t
        0xet
        0x2bt
        0x77t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r33k2/TidecastProvider;->io:Lkotlinx/coroutines/CoroutineScope;
    .line 19
    return-void
.end method

.method public static final synthetic access$getPARTNER_CERT$cp()[B
    .registers 1
    .line 19
    sget-object v0, Lcom/example/r33k2/TidecastProvider;->PARTNER_CERT:[B
    return-object v0
.end method

.method private final buyPremium(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 6
    .line 87
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r33k2/PaywallActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/4 v2, 0x2
    const/4 v3, 0x0
    invoke-static {v0, p1, v1, v2, v3}, Lcom/example/r33k2/ExtensionsKt;->toResolution$default(Landroid/content/Intent;Landroid/content/Context;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string v0, "upgrade in Tidecast"
    invoke-virtual {p0, p1, v0}, Lcom/example/r33k2/TidecastProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final deleteDownloads(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 79
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$deleteDownloads_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 80
    .local v2, "$i$a$-apply-TidecastProvider$deleteDownloads$sheet$1":I
    const-string v3, "show"
    invoke-virtual {v1, v3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 81
    const-string p2, "tool"
    const-string v3, "delete_downloads"
    invoke-virtual {v1, p2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 82
    nop
    .line 79
    .end local v1    # "$this$deleteDownloads_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-TidecastProvider$deleteDownloads$sheet$1":I
    .line 82
    invoke-static {v0}, Lcom/example/r33k2/ExtensionsKt;->asConfirmIntent(Landroid/os/Bundle;)Landroid/content/Intent;
    move-result-object p2
    .line 79
    nop
    .line 83
    const/4 v0, 0x0
    const/4 v1, 0x2
    const/4 v2, 0x0
    invoke-static {p2, p1, v0, v1, v2}, Lcom/example/r33k2/ExtensionsKt;->toResolution$default(Landroid/content/Intent;Landroid/content/Context;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "confirm in Tidecast"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final episodeInfo(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 52
    sget-object v0, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    invoke-virtual {v0, p1}, Lcom/example/r33k2/Catalog;->find(Ljava/lang/String;)Lcom/example/r33k2/Lookup;
    move-result-object p1
    .line 53
    instance-of v0, p1, Lcom/example/r33k2/Lookup$Found;
    if-eqz v0, :cond_1a
    check-cast p1, Lcom/example/r33k2/Lookup$Found;
    invoke-virtual {p1}, Lcom/example/r33k2/Lookup$Found;->getJson()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_50
    .line 54
    :cond_1a
    instance-of v0, p1, Lcom/example/r33k2/Lookup$Missing;
    if-eqz v0, :cond_2b
    const-string p1, "INVALID_ARGS"
    const-string v0, "no such episode"
    invoke-virtual {p0, p1, v0}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_50
    .line 55
    :cond_2b
    instance-of v0, p1, Lcom/example/r33k2/Lookup$Failed;
    if-eqz v0, :cond_51
    .line 56
    const-string v0, "Tidecast"
    const-string v1, "catalog lookup failed"
    check-cast p1, Lcom/example/r33k2/Lookup$Failed;
    invoke-virtual {p1}, Lcom/example/r33k2/Lookup$Failed;->getCause()Ljava/lang/Throwable;
    move-result-object p1
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 57
    const-string p1, "UNAVAILABLE"
    const-string v0, "catalog unavailable"
    invoke-virtual {p0, p1, v0}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 52
    :goto_50
    return-object p1
    :cond_51
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method private final exportOpml()Landroid/os/Bundle;
    .registers 9
    .line 96
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    const/4 v2, 0x1
    aget-object v0, v0, v2
    .line 97
    iget-object v2, p0, Lcom/example/r33k2/TidecastProvider;->io:Lkotlinx/coroutines/CoroutineScope;
    new-instance v3, Lcom/example/r33k2/TidecastProvider$exportOpml$1;
    const/4 v4, 0x0
    invoke-direct {v3, v0, v4}, Lcom/example/r33k2/TidecastProvider$exportOpml$1;-><init>(Landroid/os/ParcelFileDescriptor;Lkotlin/coroutines/Continuation;)V
    move-object v5, v3
    check-cast v5, Lkotlin/jvm/functions/Function2;
    const/4 v6, 0x3
    const/4 v7, 0x0
    const/4 v3, 0x0
    invoke-static/range {v2 .. v7}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 102
    const-string v0, "{\"kind\":\"file\",\"media_type\":\"text/x-opml\"}"
    invoke-virtual {p0, v0}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v2, v0
    .local v2, "$this$exportOpml_u24lambda_u240":Landroid/os/Bundle;
    const/4 v3, 0x0
    .line 116
    .local v3, "$i$a$-apply-TidecastProvider$exportOpml$2":I
    .line 102
    const-string v4, "result_fd"
    check-cast v1, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    nop
    .end local v2    # "$this$exportOpml_u24lambda_u240":Landroid/os/Bundle;
    .end local v3    # "$i$a$-apply-TidecastProvider$exportOpml$2":I
    return-object v0
.end method

.method private final exportTranscript(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 90
    new-instance v0, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object p1
    invoke-static {p2}, Landroid/net/Uri;->encode(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "transcripts/"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, ".json"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 91
    const/high16 p1, 0x38000000
    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 92
    const-string p2, "{\"kind\":\"file\",\"media_type\":\"application/json\"}"
    invoke-virtual {p0, p2}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p2
    move-object v0, p2
    .local v0, "$this$exportTranscript_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 116
    .local v1, "$i$a$-apply-TidecastProvider$exportTranscript$1":I
    .line 92
    const-string v2, "result_fd"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    nop
    .end local v0    # "$this$exportTranscript_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-TidecastProvider$exportTranscript$1":I
    return-object p2
.end method

.method private final markPlayed(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 106
    sget-object v0, Lcom/example/r33k2/PlayLedger;->INSTANCE:Lcom/example/r33k2/PlayLedger;
    invoke-virtual {v0, p1, p2, p3}, Lcom/example/r33k2/PlayLedger;->markOnce(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Z
    move-result p1
    .line 107
    xor-int/lit8 p1, p1, 0x1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"played\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "\",\"duplicate\":"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final refreshFeed(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 62
    nop
    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, p0
    check-cast v0, Lcom/example/r33k2/TidecastProvider;
    .local v0, "$this$refreshFeed_u24lambda_u240":Lcom/example/r33k2/TidecastProvider;
    const/4 v1, 0x0
    .line 116
    .local v1, "$i$a$-runCatching-TidecastProvider$refreshFeed$1":I
    .line 62
    sget-object v2, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    invoke-virtual {v2, p1}, Lcom/example/r33k2/Catalog;->refresh(Ljava/lang/String;)I
    move-result p1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_17
    .catchall {:try_start_1 .. :try_end_17} :catchall_18
    .end local v0    # "$this$refreshFeed_u24lambda_u240":Lcom/example/r33k2/TidecastProvider;
    .end local v1    # "$i$a$-runCatching-TidecastProvider$refreshFeed$1":I
    goto :goto_23
    :catchall_18
    move-exception p1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    .line 62
    :goto_23
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :cond_4b
    check-cast p1, Ljava/lang/Number;
    invoke-virtual {p1}, Ljava/lang/Number;->intValue()I
    move-result p1
    const/4 v0, 0x0
    .line 63
    .local v0, "$i$a$-fold-TidecastProvider$refreshFeed$2":I
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"episodes\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 62
    .end local v0    # "$i$a$-fold-TidecastProvider$refreshFeed$2":I
    goto :goto_5a
    :cond_4b
    const/4 p1, 0x0
    .line 64
    .local p1, "$i$a$-fold-TidecastProvider$refreshFeed$3":I
    const-string v1, "UNAVAILABLE"
    invoke-static {v0}, Lkotlin/ExceptionsKt;->stackTraceToString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v1, v0}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 62
    .end local p1    # "$i$a$-fold-TidecastProvider$refreshFeed$3":I
    nop
    move-object p1, v0
    .line 65
    :goto_5a
    return-object p1
.end method

.method private final subscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 69
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r33k2/SubscribeActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "show"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 70
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v0, 0x1
    invoke-static {p2, p1, v0}, Lcom/example/r33k2/ExtensionsKt;->toResolution(Landroid/content/Intent;Landroid/content/Context;Z)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "pick a plan in Tidecast"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final unsubscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 74
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r33k2.action.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-class v1, Lcom/example/r33k2/ConfirmActivity;
    invoke-virtual {v0, p1, v1}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "show"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 75
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v0, 0x0
    const/4 v1, 0x2
    const/4 v2, 0x0
    invoke-static {p2, p1, v0, v1, v2}, Lcom/example/r33k2/ExtensionsKt;->toResolution$default(Landroid/content/Intent;Landroid/content/Context;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "confirm in Tidecast"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 29
    invoke-virtual {p0}, Lcom/example/r33k2/TidecastProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :cond_ctx
    const/4 p1, 0x0
    return-object p1
    .line 30
    :cond_ctx
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-static {}, Lcom/example/r33k2/TidecastProvider;->access$getPARTNER_CERT$cp()[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v1, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v1
    if-nez v1, :cond_trusted
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_trusted
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_neg
    sget-object p1, Lcom/example/r33k2/Sessions;->INSTANCE:Lcom/example/r33k2/Sessions;
    invoke-virtual {p1, p2}, Lcom/example/r33k2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_neg
    if-nez p3, :cond_req
    const-string p1, "INVALID_REQUEST"
    const-string p2, "missing extras"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_req
    sget-object v1, Lcom/example/r33k2/Sessions;->INSTANCE:Lcom/example/r33k2/Sessions;
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/example/r33k2/Sessions;->valid(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_valid
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_valid
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_exec
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_exec
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long p1, v1, v3
    if-gtz p1, :cond_live
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_live
    new-instance v1, Lorg/json/JSONObject;
    const-string p1, "args"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_args
    const-string p1, "{}"
    :cond_args
    invoke-direct {v1, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 37
    move-object p1, p3
    invoke-static {p3}, Lcom/example/r33k2/ExtensionsKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data
    goto :goto_else
    :sswitch_0
    const-string v2, "episode_info"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_0
    goto :goto_else
    :sswitch_1
    const-string v2, "refresh_feed"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_1
    goto :goto_else
    :sswitch_2
    const-string v2, "subscribe"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_2
    goto :goto_else
    :sswitch_3
    const-string v2, "unsubscribe"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_3
    goto :goto_else
    :sswitch_4
    const-string v2, "delete_downloads"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_4
    goto :goto_else
    :sswitch_5
    const-string v2, "buy_premium"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_5
    goto :goto_else
    :sswitch_6
    const-string v2, "export_transcript"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_6
    goto :goto_else
    :sswitch_7
    const-string v2, "export_opml"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_7
    goto :goto_else
    :sswitch_8
    const-string v2, "download_episode"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_8
    goto :goto_else
    :sswitch_9
    const-string v2, "mark_played"
    invoke-virtual {p3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-nez v2, :arm_9
    goto :goto_else
    .line 38
    :arm_0
    const-string p1, "episode"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r33k2/TidecastProvider;->episodeInfo(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 39
    :arm_1
    const-string p1, "feed_url"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r33k2/TidecastProvider;->refreshFeed(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 40
    :arm_2
    const-string p1, "show"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, v0, p1}, Lcom/example/r33k2/TidecastProvider;->subscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 41
    :arm_3
    const-string p1, "show"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, v0, p1}, Lcom/example/r33k2/TidecastProvider;->unsubscribe(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 42
    :arm_4
    const-string p1, "show"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, v0, p1}, Lcom/example/r33k2/TidecastProvider;->deleteDownloads(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 43
    :arm_5
    invoke-direct {p0, v0}, Lcom/example/r33k2/TidecastProvider;->buyPremium(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 44
    :arm_6
    const-string p1, "episode"
    invoke-virtual {v1, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, v0, p1}, Lcom/example/r33k2/TidecastProvider;->exportTranscript(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 45
    :arm_7
    invoke-direct {p0}, Lcom/example/r33k2/TidecastProvider;->exportOpml()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 46
    :arm_8
    sget-object v2, Lcom/example/r33k2/Downloader;->INSTANCE:Lcom/example/r33k2/Downloader;
    new-instance v3, Lcom/example/r33k2/Download;
    invoke-static {p1}, Lcom/example/r33k2/ExtensionsKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p1
    const-string v4, "episode"
    invoke-virtual {v1, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v4, "getString(...)"
    invoke-static {v1, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v3, p1, v1, p2}, Lcom/example/r33k2/Download;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-virtual {v2, v3}, Lcom/example/r33k2/Downloader;->enqueue(Lcom/example/r33k2/Download;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/example/r33k2/TidecastProvider;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 47
    :arm_9
    invoke-static {p1}, Lcom/example/r33k2/ExtensionsKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "episode"
    invoke-virtual {v1, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v1, "getString(...)"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, v0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->markPlayed(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 48
    :goto_else
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-virtual {p0, p1, p2}, Lcom/example/r33k2/TidecastProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 37
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x7cde0315 -> :sswitch_7
        -0x32863f7b -> :sswitch_9
        -0x2c7637e -> :sswitch_1
        0x6af2544 -> :sswitch_8
        0x1eafdd4a -> :sswitch_2
        0x22c42ad1 -> :sswitch_3
        0x2406ef57 -> :sswitch_4
        0x330a0d9e -> :sswitch_5
        0x5b29a121 -> :sswitch_6
        0x6058e472 -> :sswitch_0
    .end sparse-switch
.end method

.method public error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 19
    invoke-super {p0, p1, p2}, Lcom/example/r33k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 19
    invoke-super {p0, p1, p2}, Lcom/example/r33k2/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 5
    .line 23
    sget-object v0, Lcom/example/r33k2/Catalog;->INSTANCE:Lcom/example/r33k2/Catalog;
    invoke-virtual {p0}, Lcom/example/r33k2/TidecastProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "catalog"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v2, "getSharedPreferences(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/example/r33k2/Catalog;->setPrefs(Landroid/content/SharedPreferences;)V
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public success(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    .line 19
    invoke-super {p0, p1}, Lcom/example/r33k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
