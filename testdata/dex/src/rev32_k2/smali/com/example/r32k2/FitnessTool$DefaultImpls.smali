.class public final Lcom/example/r32k2/FitnessTool$DefaultImpls;
.super Ljava/lang/Object;
.source "FitnessTool.kt"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k2/FitnessTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "DefaultImpls"
.end annotation


# direct methods
.method public static resume(Lcom/example/r32k2/FitnessTool;Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation

    .registers 4
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-static {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->access$resume$jd(Lcom/example/r32k2/FitnessTool;Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
