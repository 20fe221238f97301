.class public final Lcom/hearthguard/claims/ClaimsProvider;
.super Landroid/content/ContentProvider;
.source "ClaimsProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthguard/claims/ClaimsProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nClaimsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ClaimsProvider.kt\ncom/hearthguard/claims/ClaimsProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,108:1\n1#2:109\n*E\n"
.end annotation

.field public static final Companion:Lcom/hearthguard/claims/ClaimsProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "ClaimsProvider"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"claims-7\",\"tools\":[]}"

.field private final graph$delegate:Lkotlin/Lazy;

.field private final repo$delegate:Lkotlin/Lazy;

.field private final resumes:Lcom/hearthguard/claims/ResumeLedger;

.field private final scope:Lkotlinx/coroutines/CoroutineScope;

.field private final sessions$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthguard/claims/ClaimsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthguard/claims/ClaimsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthguard/claims/ClaimsProvider;->Companion:Lcom/hearthguard/claims/ClaimsProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 4
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 21
    new-instance v0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthguard/claims/ClaimsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->graph$delegate:Lkotlin/Lazy;
    .line 22
    new-instance v0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->repo$delegate:Lkotlin/Lazy;
    .line 23
    new-instance v0, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda2;-><init>(Lcom/hearthguard/claims/ClaimsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->sessions$delegate:Lkotlin/Lazy;
    .line 24
    new-instance v0, Lcom/hearthguard/claims/ResumeLedger;
    invoke-direct {v0}, Lcom/hearthguard/claims/ResumeLedger;-><init>()V
    iput-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->resumes:Lcom/hearthguard/claims/ResumeLedger;
    .line 25
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 20
    return-void
.end method

.method public static final synthetic access$getRepo(Lcom/hearthguard/claims/ClaimsProvider;)Lcom/hearthguard/claims/ClaimRepository;
    .registers 2
    .line 20
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getRepo()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$status(Lcom/hearthguard/claims/ClaimsProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 20
    invoke-direct {p0, p1, p2}, Lcom/hearthguard/claims/ClaimsProvider;->status(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final confirm(ILjava/lang/String;Ljava/lang/Class;Lcom/hearthguard/claims/TokenMint;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/Class<",
            "*>;",
            "Lcom/hearthguard/claims/TokenMint;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .line 92
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 93
    new-instance v1, Landroid/content/Intent;
    invoke-direct {v1, v0, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string p3, "tool"
    invoke-virtual {v1, p3, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p3
    .line 94
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result v1
    const/high16 v2, 0xc000000
    invoke-static {v0, v1, p3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    .line 95
    invoke-interface {p4}, Lcom/hearthguard/claims/TokenMint;->mint-vppQkDw()Ljava/lang/String;
    move-result-object p4
    .line 96
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->resumes:Lcom/hearthguard/claims/ResumeLedger;
    invoke-virtual {v0, p4, p1, p2}, Lcom/hearthguard/claims/ResumeLedger;->hold-X1U4vdo(Ljava/lang/String;ILjava/lang/String;)V
    .line 97
    const-string p1, "USER_ACTION_REQUIRED"
    const-string p2, "confirm in Hearthguard"
    const/4 v0, 0x0
    const/4 v1, 0x4
    const/4 v2, 0x0
    invoke-static {p1, p2, v0, v1, v2}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    move-object p2, p1
    .local p2, "$this$confirm_u24lambda_u240":Landroid/os/Bundle;
    const/4 v0, 0x0
    .line 98
    .local v0, "$i$a$-apply-ClaimsProvider$confirm$1":I
    const-string v1, "resolution"
    check-cast p3, Landroid/os/Parcelable;
    invoke-virtual {p2, v1, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 99
    const-string p3, "resume_token"
    invoke-virtual {p2, p3, p4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    nop
    .end local v0    # "$i$a$-apply-ClaimsProvider$confirm$1":I
    .end local p2    # "$this$confirm_u24lambda_u240":Landroid/os/Bundle;
    .line 97
    return-object p1
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 43
    invoke-static {p3}, Lcom/hearthguard/claims/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    sparse-switch v1, :sswitch_data_0
    goto/16 :goto_default

    :sswitch_file
    const-string v1, "file_claim"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_file
    goto/16 :goto_default

    :sswitch_export
    const-string v1, "export_claim"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_export
    goto/16 :goto_default

    :sswitch_status
    const-string v1, "claim_status"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_status
    goto/16 :goto_default

    :sswitch_withdraw
    const-string v1, "withdraw_claim"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_withdraw
    goto/16 :goto_default

    :sswitch_mine
    const-string v1, "my_claims"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_mine
    goto/16 :goto_default

    :sswitch_letter
    const-string v1, "claim_letter"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_letter
    goto/16 :goto_default

    .line 44
    :cond_status
    new-instance p1, Lcom/hearthguard/claims/ClaimsProvider$execute$1;
    invoke-direct {p1, p0, p3, v2}, Lcom/hearthguard/claims/ClaimsProvider$execute$1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    const/4 p2, 0x1
    invoke-static {v2, p1, p2, v2}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    goto/16 :goto_ret

    .line 45
    :cond_mine
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getRepo()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object p1
    invoke-virtual {p1}, Lcom/hearthguard/claims/ClaimRepository;->getDb()Lcom/hearthguard/claims/ClaimDb;
    move-result-object p1
    invoke-virtual {p1, p2}, Lcom/hearthguard/claims/ClaimDb;->mine(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/hearthguard/claims/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 46
    :cond_file
    invoke-direct {p0, p1, p2, p3}, Lcom/hearthguard/claims/ClaimsProvider;->fileClaim(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 47
    :cond_withdraw
    invoke-direct {p0, p1, p3}, Lcom/hearthguard/claims/ClaimsProvider;->withdrawClaim(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 48
    :cond_export
    new-instance p3, Lcom/hearthguard/claims/ExportSpec;
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "claims-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v4, ".json"
    invoke-virtual {p1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 p1, 0x0
    invoke-direct {p3, v0, p1, v3, v2}, Lcom/hearthguard/claims/ExportSpec;-><init>(Ljava/io/File;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {p0, p2, p3}, Lcom/hearthguard/claims/ClaimsProvider;->export(Ljava/lang/String;Lcom/hearthguard/claims/ExportSpec;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 49
    :cond_letter
    new-instance p3, Lcom/hearthguard/claims/ExportSpec;
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "letter-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v2, ".json"
    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 p1, 0x10000000
    invoke-direct {p3, v0, p1}, Lcom/hearthguard/claims/ExportSpec;-><init>(Ljava/io/File;I)V
    invoke-direct {p0, p2, p3}, Lcom/hearthguard/claims/ClaimsProvider;->export(Ljava/lang/String;Lcom/hearthguard/claims/ExportSpec;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 50
    :goto_default
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    const/4 p3, 0x0
    const/4 v0, 0x4
    invoke-static {p1, p2, p3, v0, v2}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 51
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x74ef2a56 -> :sswitch_mine
        -0x3b8b0277 -> :sswitch_letter
        -0x2ece56ab -> :sswitch_status
        -0x267ed939 -> :sswitch_withdraw
        -0x1f8d780f -> :sswitch_export
        0x7eeaf3b9 -> :sswitch_file
    .end sparse-switch
.end method

.method private final export(Ljava/lang/String;Lcom/hearthguard/claims/ExportSpec;)Landroid/os/Bundle;
    .registers 7
    .line 87
    invoke-virtual {p2}, Lcom/hearthguard/claims/ExportSpec;->getFile()Ljava/io/File;
    move-result-object v0
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getRepo()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthguard/claims/ClaimRepository;->getDb()Lcom/hearthguard/claims/ClaimDb;
    move-result-object v1
    invoke-virtual {v1, p1}, Lcom/hearthguard/claims/ClaimDb;->mine(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v1, 0x0
    const/4 v2, 0x2
    invoke-static {v0, p1, v1, v2, v1}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 88
    invoke-virtual {p2}, Lcom/hearthguard/claims/ExportSpec;->getFile()Ljava/io/File;
    move-result-object p1
    invoke-virtual {p1}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/hearthguard/claims/EnvelopesKt;->okFile(J)Landroid/os/Bundle;
    move-result-object p1
    move-object v0, p1
    .local v0, "$this$export_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 109
    .local v1, "$i$a$-apply-ClaimsProvider$export$1":I
    .line 88
    const-string v2, "result_fd"
    invoke-virtual {p2}, Lcom/hearthguard/claims/ExportSpec;->open()Landroid/os/ParcelFileDescriptor;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .end local v0    # "$this$export_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-ClaimsProvider$export$1":I
    return-object p1
.end method

.method private final fileClaim(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 58
    invoke-static {p3}, Lcom/hearthguard/claims/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    .line 59
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v1, "file_claim"
    if-nez p3, :cond_token
    const-class p2, Lcom/hearthguard/claims/FileClaimActivity;
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getGraph()Lcom/hearthguard/claims/HearthComponent;
    move-result-object p3
    invoke-interface {p3}, Lcom/hearthguard/claims/HearthComponent;->sessionMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object p3
    invoke-direct {p0, p1, v1, p2, p3}, Lcom/hearthguard/claims/ClaimsProvider;->confirm(ILjava/lang/String;Ljava/lang/Class;Lcom/hearthguard/claims/TokenMint;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 60
    :cond_token
    iget-object v2, p0, Lcom/hearthguard/claims/ClaimsProvider;->resumes:Lcom/hearthguard/claims/ResumeLedger;
    invoke-virtual {v2, p3, p1, v1}, Lcom/hearthguard/claims/ResumeLedger;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p3
    const/4 v1, 0x4
    const/4 v2, 0x0
    const/4 v3, 0x0
    if-nez p3, :cond_valid
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    invoke-static {p1, p2, v3, v1, v2}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 61
    :cond_valid
    new-instance p3, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;
    invoke-direct {p3, p0, v0, p2}, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda3;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Lorg/json/JSONObject;Ljava/lang/String;)V
    invoke-static {p3}, Lcom/hearthguard/claims/IdentityKt;->cleared(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome;
    .line 62
    iget-object p3, p0, Lcom/hearthguard/claims/ClaimsProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    new-instance v0, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;
    invoke-direct {v0, p0, p1, v2}, Lcom/hearthguard/claims/ClaimsProvider$fileClaim$1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v5, 0x3
    const/4 v6, 0x0
    move-object v4, v0
    move-object v1, p3
    const/4 v3, 0x0
    invoke-static/range {v1 .. v6}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 63
    .line 64
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    if-eqz p1, :cond_rejected
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Filed;->getClaimNo()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"claim_no\":\""
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/hearthguard/claims/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 65
    :cond_rejected
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    if-eqz p1, :cond_failed
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Rejected;->getReason()Ljava/lang/String;
    move-result-object p1
    const-string p2, "CONFLICT"
    const/4 p3, 0x4
    invoke-static {p2, p1, v3, p3, v6}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 66
    :cond_failed
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    if-eqz p1, :cond_nomatch
    .line 67
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Failed;->getCause()Ljava/lang/Throwable;
    move-result-object p1
    const-string p2, "ClaimsProvider"
    const-string p3, "file_claim failed"
    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 68
    const-string p1, "UNAVAILABLE"
    const-string p2, "the claims desk is busy"
    const/4 p3, 0x1
    invoke-static {p1, p2, p3}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1

    :goto_ret
    return-object p1

    .line 63
    :cond_nomatch
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method private final getGraph()Lcom/hearthguard/claims/HearthComponent;
    .registers 2
    .line 21
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->graph$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/HearthComponent;
    return-object v0
.end method

.method private final getRepo()Lcom/hearthguard/claims/ClaimRepository;
    .registers 2
    .line 22
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->repo$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/ClaimRepository;
    return-object v0
.end method

.method private final getSessions()Lcom/hearthguard/claims/SessionBook;
    .registers 2
    .line 23
    iget-object v0, p0, Lcom/hearthguard/claims/ClaimsProvider;->sessions$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthguard/claims/SessionBook;
    return-object v0
.end method

.method public static final fileClaim$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;Lorg/json/JSONObject;Ljava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    .registers 6
    .line 61
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getRepo()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object p0
    const-string v0, "peril"
    invoke-static {p1, v0}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "loss_cents"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {p0, v0, v1, v2, p2}, Lcom/hearthguard/claims/ClaimRepository;->file(Ljava/lang/String;JLjava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    move-result-object p0
    return-object p0
.end method

.method public static final graph_delegate$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;)Lcom/hearthguard/claims/HearthComponent;
    .registers 2
    .line 21
    sget-object v0, Lcom/hearthguard/claims/Graph;->INSTANCE:Lcom/hearthguard/claims/Graph;
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    invoke-virtual {v0, p0}, Lcom/hearthguard/claims/Graph;->of(Landroid/content/Context;)Lcom/hearthguard/claims/HearthComponent;
    move-result-object p0
    return-object p0
.end method

.method public static final repo_delegate$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;)Lcom/hearthguard/claims/ClaimRepository;
    .registers 1
    .line 22
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getGraph()Lcom/hearthguard/claims/HearthComponent;
    move-result-object p0
    invoke-interface {p0}, Lcom/hearthguard/claims/HearthComponent;->claimRepository()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object p0
    return-object p0
.end method

.method public static final sessions_delegate$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;)Lcom/hearthguard/claims/SessionBook;
    .registers 2
    .line 23
    new-instance v0, Lcom/hearthguard/claims/SessionBook;
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getGraph()Lcom/hearthguard/claims/HearthComponent;
    move-result-object p0
    invoke-interface {p0}, Lcom/hearthguard/claims/HearthComponent;->sessionMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object p0
    invoke-direct {v0, p0}, Lcom/hearthguard/claims/SessionBook;-><init>(Lcom/hearthguard/claims/TokenMint;)V
    return-object v0
.end method

.method private final status(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Landroid/os/Bundle;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation

    .line 53
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/hearthguard/claims/ClaimsProvider$status$2;
    const/4 v2, 0x0
    invoke-direct {v1, p0, p1, v2}, Lcom/hearthguard/claims/ClaimsProvider$status$2;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    .line 55
    return-object p1
.end method

.method public static final withdrawClaim$lambda$0(Lcom/hearthguard/claims/ClaimsProvider;Ljava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    .registers 3
    .line 77
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getRepo()Lcom/hearthguard/claims/ClaimRepository;
    move-result-object v0
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_pkg
    const-string p0, ""
    :cond_pkg
    invoke-virtual {v0, p1, p0}, Lcom/hearthguard/claims/ClaimRepository;->withdraw(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthguard/claims/ClaimOutcome;
    move-result-object p0
    return-object p0
.end method

.method private final withdrawClaim(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 74
    invoke-static {p2}, Lcom/hearthguard/claims/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "claim_no"
    invoke-static {v0, v1}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 75
    const-string v1, "resume_token"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v1, "withdraw_claim"
    if-nez p2, :cond_token
    const-class p2, Lcom/hearthguard/claims/WithdrawActivity;
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getGraph()Lcom/hearthguard/claims/HearthComponent;
    move-result-object v2
    invoke-interface {v2}, Lcom/hearthguard/claims/HearthComponent;->ticketMint()Lcom/hearthguard/claims/TokenMint;
    move-result-object v2
    invoke-direct {p0, p1, v1, p2, v2}, Lcom/hearthguard/claims/ClaimsProvider;->confirm(ILjava/lang/String;Ljava/lang/Class;Lcom/hearthguard/claims/TokenMint;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 76
    :cond_token
    iget-object v2, p0, Lcom/hearthguard/claims/ClaimsProvider;->resumes:Lcom/hearthguard/claims/ResumeLedger;
    invoke-virtual {v2, p2, p1, v1}, Lcom/hearthguard/claims/ResumeLedger;->peek(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p1
    const/4 v6, 0x0
    const/4 v3, 0x0
    if-nez p1, :cond_valid
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    const/4 v1, 0x4
    invoke-static {p1, p2, v3, v1, v6}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 77
    :cond_valid
    new-instance p1, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda4;
    invoke-direct {p1, p0, v0}, Lcom/hearthguard/claims/ClaimsProvider$$ExternalSyntheticLambda4;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/hearthguard/claims/IdentityKt;->cleared(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome;
    .line 78
    iget-object v1, p0, Lcom/hearthguard/claims/ClaimsProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    new-instance p1, Lcom/hearthguard/claims/ClaimsProvider$withdrawClaim$1;
    invoke-direct {p1, p0, v6}, Lcom/hearthguard/claims/ClaimsProvider$withdrawClaim$1;-><init>(Lcom/hearthguard/claims/ClaimsProvider;Lkotlin/coroutines/Continuation;)V
    move-object v4, p1
    check-cast v4, Lkotlin/jvm/functions/Function2;
    const/4 v5, 0x3
    const/4 v2, 0x0
    invoke-static/range {v1 .. v6}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 79
    .line 80
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    if-eqz p1, :cond_rejected
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Filed;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Filed;->getClaimNo()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"withdrawn\":\""
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/hearthguard/claims/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 81
    :cond_rejected
    const/4 v0, 0x4
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    if-eqz p1, :cond_failed
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Rejected;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Rejected;->getReason()Ljava/lang/String;
    move-result-object p1
    const-string p2, "CONFLICT"
    invoke-static {p2, p1, v3, v0, v6}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 82
    :cond_failed
    instance-of p1, p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    if-eqz p1, :cond_nomatch
    check-cast p2, Lcom/hearthguard/claims/ClaimOutcome$Failed;
    invoke-virtual {p2}, Lcom/hearthguard/claims/ClaimOutcome$Failed;->getCause()Ljava/lang/Throwable;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "withdrawal failed: "
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "INTERNAL_ERROR"
    invoke-static {p2, p1, v3, v0, v6}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_ret
    return-object p1

    .line 79
    :cond_nomatch
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 31
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 32
    invoke-virtual {p0}, Lcom/hearthguard/claims/ClaimsProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2, v0}, Lcom/hearthguard/claims/IdentityKt;->isPartner(Landroid/content/Context;I)Z
    move-result v2
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    if-nez v2, :cond_partner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a Hearthguard partner"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_partner
    .line 33
    if-nez p3, :cond_extras
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :cond_extras
    .line 34
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getSessions()Lcom/hearthguard/claims/SessionBook;
    move-result-object p1
    invoke-virtual {p1, v0}, Lcom/hearthguard/claims/SessionBook;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/hearthguard/claims/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_session
    .line 35
    invoke-direct {p0}, Lcom/hearthguard/claims/ClaimsProvider;->getSessions()Lcom/hearthguard/claims/SessionBook;
    move-result-object p2
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2, v2, v0}, Lcom/hearthguard/claims/SessionBook;->valid(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_method
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    const/4 p3, 0x1
    invoke-static {p1, p2, p3}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_method
    .line 37
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"claims-7\",\"tools\":[]}"
    invoke-static {p1}, Lcom/hearthguard/claims/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_exec
    .line 38
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p3}, Lcom/hearthguard/claims/EnvelopesKt;->getPastDeadline(Landroid/os/Bundle;)Z
    move-result p1
    if-eqz p1, :cond_live
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_live
    if-nez v1, :cond_pkg
    const-string v1, ""
    :cond_pkg
    invoke-direct {p0, v0, v1, p3}, Lcom/hearthguard/claims/ClaimsProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    :cond_unknown
    .line 39
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2, v5, v4, v3}, Lcom/hearthguard/claims/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_ret
    .line 36
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 27
    const/4 v0, 0x1
    return v0
.end method
