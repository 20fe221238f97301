.class public final Lcom/hearthly/ToolRunnerKt;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# direct methods
.method public static final synthetic arg(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/Object;
    .registers 6
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 24
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x2
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    check-cast v0, Ljava/lang/Object;
    return-object v0
.end method
