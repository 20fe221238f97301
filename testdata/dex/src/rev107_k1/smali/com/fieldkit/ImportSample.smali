.class public final Lcom/fieldkit/ImportSample;
.super Ljava/lang/Object;
.source "UseCases.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nUseCases.kt\nKotlin\n*S Kotlin\n*F\n+ 1 UseCases.kt\ncom/fieldkit/ImportSample\n+ 2 Either.kt\ncom/fieldkit/EitherKt\n+ 3 Either.kt\ncom/fieldkit/Either\n*L\n1#1,40:1\n24#2,5:41\n12#3,4:46\n*S KotlinDebug\n*F\n+ 1 UseCases.kt\ncom/fieldkit/ImportSample\n*L\n25#1:41,5\n25#1:46,4\n*E\n"
.end annotation

.field private final repo:Lcom/fieldkit/SampleRepo;

.method public constructor <init>(Lcom/fieldkit/SampleRepo;)V
    .registers 3
    const-string v0, "repo"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/ImportSample;->repo:Lcom/fieldkit/SampleRepo;
    return-void
.end method

.method public final invoke(Lorg/json/JSONObject;)Lcom/fieldkit/Either;
    .registers 13
    const-string v1, "args"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    const/4 v0, 0x0
    move v4, v0
    :t_8
    .line 41
    nop
    .line 42
    const/4 v0, 0x0
    move v5, v0
    .line 25
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "payload"
    invoke-virtual {v12, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->toSample(Lorg/json/JSONObject;)Lcom/fieldkit/Sample;
    move-result-object v0
    .line 42
    move-object v9, v0
    new-instance v0, Lcom/fieldkit/Either$Right;
    invoke-direct {v0, v9}, Lcom/fieldkit/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    move-object v6, v0
    :t_43
    goto :L60
    :L46
    .line 43
    move-exception v0
    move-object v5, v0
    .line 44
    new-instance v0, Lcom/fieldkit/Either$Left;
    invoke-direct {v0, v5}, Lcom/fieldkit/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    move-object v6, v0
    :L60
    .line 45
    nop
    move-object v4, v6
    .line 25
    nop
    const/4 v0, 0x0
    move v5, v0
    .line 46
    move-object v6, v4
    .line 47
    instance-of v0, v6, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L82
    move-object v0, v4
    goto :L144
    :L82
    .line 48
    instance-of v0, v6, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L136
    check-cast v4, Lcom/fieldkit/Either$Right;
    invoke-virtual {v4}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fieldkit/Sample;
    move-object v7, v0
    const/4 v0, 0x0
    move v8, v0
    .line 25
    iget-object v0, v11, Lcom/fieldkit/ImportSample;->repo:Lcom/fieldkit/SampleRepo;
    invoke-interface {v0, v7}, Lcom/fieldkit/SampleRepo;->insert(Lcom/fieldkit/Sample;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 48
    move-object v10, v0
    new-instance v0, Lcom/fieldkit/Either$Right;
    invoke-direct {v0, v10}, Lcom/fieldkit/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    goto :L144
    :L136
    .line 46
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L144
    .line 49
    nop
    .line 25
    return-object v0
    .catch Ljava/lang/Throwable; {:t_8 .. :t_43} :L46
.end method

