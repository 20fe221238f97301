.class public final Lcom/example/r27q/LogExecutor;
.super Ljava/lang/Object;
.source "Executors.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nExecutors.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Executors.kt\ncom/example/r27q/LogExecutor\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,43:1\n1#2:44\n*E\n"
.end annotation



.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "m"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    sget-object v0, Lcom/example/r27q/RequestLog;->INSTANCE:Lcom/example/r27q/RequestLog;
    invoke-virtual {v0, p2}, Lcom/example/r27q/RequestLog;->find(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    if-eqz p1, :cond_new
    return-object p1
    .line 18
    :cond_new
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 19
    sget-object v0, Lcom/example/r27q/RequestLog;->INSTANCE:Lcom/example/r27q/RequestLog;
    invoke-virtual {v0, p2, p1}, Lcom/example/r27q/RequestLog;->record(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
    .line 20
    return-object p1
.end method
