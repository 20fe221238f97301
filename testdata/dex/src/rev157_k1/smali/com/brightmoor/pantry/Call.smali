.class public final Lcom/brightmoor/pantry/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 6

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/brightmoor/pantry/Call;->uid:I

    iput-object p2, p0, Lcom/brightmoor/pantry/Call;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lcom/brightmoor/pantry/Call;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 6

    .line 27
    move-object v2, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v2

    check-cast v0, Lcom/brightmoor/pantry/Call;

    move-object v3, v0

    .line 56
    const/4 v4, 0x0

    .line 27
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {v3}, Lcom/brightmoor/pantry/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    :goto_0
    move-object v2, v3

    invoke-static {v2}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    :cond_0
    move-object v0, v2

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 26
    invoke-virtual {p0}, Lcom/brightmoor/pantry/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/brightmoor/pantry/ProtocolKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 24
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/brightmoor/pantry/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 25
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3

    .line 22
    iget-object v0, p0, Lcom/brightmoor/pantry/Call;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 21
    iget v0, p0, Lcom/brightmoor/pantry/Call;->uid:I

    return v0
.end method
