.class public interface abstract Lcom/example/r32k2/FitnessTool;
.super Ljava/lang/Object;
.source "FitnessTool.kt"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r32k2/FitnessTool$DefaultImpls;
    }
.end annotation


# direct methods
.method public static synthetic access$resume$jd(Lcom/example/r32k2/FitnessTool;Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 26
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public abstract getName()Ljava/lang/String;
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "token"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    const-string p1, "INVALID_REQUEST"
    const-string p2, "nothing to resume"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public abstract run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
.end method
