.class public final Lcom/larderly/Call;
.super Ljava/lang/Object;
.source "Requests.kt"

# instance fields
.field private final args$delegate:Lkotlin/Lazy;
.field private final ctx:Landroid/content/Context;
.field private final json$delegate:Lkotlin/Lazy;
.field private final req:Landroid/os/Bundle;
.field private final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "req"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Call;->ctx:Landroid/content/Context;
    iput p2, p0, Lcom/larderly/Call;->uid:I
    iput-object p3, p0, Lcom/larderly/Call;->req:Landroid/os/Bundle;
    .line 14
    new-instance v0, Lcom/larderly/Call$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/larderly/Call$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/Call;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/larderly/Call;->json$delegate:Lkotlin/Lazy;
    .line 15
    new-instance v0, Lcom/larderly/Call$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/larderly/Call$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/Call;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/larderly/Call;->args$delegate:Lkotlin/Lazy;
    .line 11
    return-void
.end method

.method public static final args_delegate$lambda$0(Lcom/larderly/Call;)Ljava/util/Map;
    .registers 2
    .line 15
    invoke-virtual {p0}, Lcom/larderly/Call;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {v0}, Lcom/larderly/RequestsKt;->toMap(Lorg/json/JSONObject;)Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method

.method public static final json_delegate$lambda$0(Lcom/larderly/Call;)Lorg/json/JSONObject;
    .registers 3
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p0}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method public final getArgs()Ljava/util/Map;
    .registers 3
    .line 15
    iget-object v1, p0, Lcom/larderly/Call;->args$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    return-object v0
.end method

.method public final getCtx()Landroid/content/Context;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larderly/Call;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method public final getJson()Lorg/json/JSONObject;
    .registers 3
    .line 14
    iget-object v1, p0, Lcom/larderly/Call;->json$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3
    .line 13
    iget-object v0, p0, Lcom/larderly/Call;->req:Landroid/os/Bundle;
    const-string v1, "args"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, "{}"
:L16
    return-object v0
.end method

.method public final getReq()Landroid/os/Bundle;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larderly/Call;->req:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3
    .line 12
    iget-object v0, p0, Lcom/larderly/Call;->req:Landroid/os/Bundle;
    const-string v1, "tool_name"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L16
    const-string v0, ""
:L16
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/larderly/Call;->uid:I
    return v0
.end method
