.class public final Lcom/example/r32k1/TipDriver;
.super Ljava/lang/Object;
.source "RideTool.kt"

# interfaces
.implements Lcom/example/r32k1/RideTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRideTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RideTool.kt\ncom/example/r32k1/TipDriver\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,118:1\n1#2:119\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k1/TipDriver;

.field private static final EXTRA_CENTS:Ljava/lang/String; = "wayfare.cents"


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/TipDriver;
    invoke-direct {v0}, Lcom/example/r32k1/TipDriver;-><init>()V
    sput-object v0, Lcom/example/r32k1/TipDriver;->INSTANCE:Lcom/example/r32k1/TipDriver;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 82
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 4
    const/4 v0, 0x1
    if-ne p0, p1, :cond_4
    return v0
    :cond_4
    instance-of v1, p1, Lcom/example/r32k1/TipDriver;
    if-nez v1, :cond_a
    const/4 v1, 0x0
    return v1
    :cond_a
    check-cast p1, Lcom/example/r32k1/TipDriver;
    return v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 84
    const-string v0, "tip_driver"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x64647b65
    return v0
.end method

.method public run(Lcom/example/r32k1/ToolCall;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "ride_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 88
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "amount_cents"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I
    move-result v1
    .line 89
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    if-eqz v2, :cond_0
    const/4 v4, 0x0
    .line 119
    .local v4, "$i$a$-let-TipDriver$run$1":I
    .line 89
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result v5
    invoke-static {v2, v5}, Lcom/example/r32k1/Resumes;->consume(Ljava/lang/String;I)Z
    move-result v2
    .end local v4    # "$i$a$-let-TipDriver$run$1":I
    const/4 v4, 0x1
    if-ne v2, v4, :cond_0
    move v3, v4
    :cond_0
    if-nez v3, :cond_1
    .line 90
    new-instance v2, Landroid/content/Intent;
    const-string v3, "com.example.r32k1.action.CONFIRM_TIP"
    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v3, v2
    .local v3, "$this$run_u24lambda_u241":Landroid/content/Intent;
    const/4 v4, 0x0
    .line 91
    .local v4, "$i$a$-apply-TipDriver$run$pi$1":I
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-virtual {v5}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v3, v5}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    .line 92
    const-string v5, "wayfare.ride"
    invoke-virtual {v3, v5, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 93
    const-string v5, "wayfare.cents"
    invoke-virtual {v3, v5, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    .line 94
    nop
    .end local v3    # "$this$run_u24lambda_u241":Landroid/content/Intent;
    .end local v4    # "$i$a$-apply-TipDriver$run$pi$1":I
    const/4 v0, 0x0
    .line 119
    .local v0, "$i$a$-let-TipDriver$run$pi$2":I
    .line 94
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v3, 0x3
    const/high16 v4, 0x4000000
    invoke-static {v1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    .end local v0    # "$i$a$-let-TipDriver$run$pi$2":I
    nop
    .line 95
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1}, Lcom/example/r32k1/ToolCall;->getUid()I
    move-result p1
    invoke-static {p1}, Lcom/example/r32k1/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    const-string v0, "issue(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v1, p1}, Lcom/example/r32k1/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 97
    :cond_1
    :try_start_0
    sget-object p1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object p1, p0
    check-cast p1, Lcom/example/r32k1/TipDriver;
    .local p1, "$this$run_u24lambda_u243":Lcom/example/r32k1/TipDriver;
    const/4 v2, 0x0
    .line 119
    .local v2, "$i$a$-runCatching-TipDriver$run$receipt$1":I
    .line 97
    sget-object v3, Lcom/example/r32k1/RideStore;->INSTANCE:Lcom/example/r32k1/RideStore;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3, v0, v1}, Lcom/example/r32k1/RideStore;->tip(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    .end local p1    # "$this$run_u24lambda_u243":Lcom/example/r32k1/TipDriver;
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v2    # "$i$a$-runCatching-TipDriver$run$receipt$1":I
    goto :goto_0
    :catchall_0
    move-exception p1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    .line 98
    :goto_0
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :cond_2
    check-cast p1, Ljava/lang/String;
    .line 99
    invoke-static {p1}, Lcom/example/r32k1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 98
    :cond_2
    const/4 p1, 0x0
    .line 119
    .local p1, "$i$a$-getOrElse-TipDriver$run$receipt$2":I
    .line 98
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "tip not charged: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "CONFLICT"
    invoke-static {v1, v0}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .end local p1    # "$i$a$-getOrElse-TipDriver$run$receipt$2":I
    const-string p1, "error(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "TipDriver"
    return-object v0
.end method
