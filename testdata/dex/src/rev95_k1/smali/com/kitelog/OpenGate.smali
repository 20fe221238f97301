.class public final Lcom/kitelog/OpenGate;
.super Ljava/lang/Object;
.source "Di.kt"

# interfaces
.implements Lcom/kitelog/Gate;


.method public constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public authorize(ILjava/lang/String;)Z
    .registers 5
    const-string v1, "tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const/4 v0, 0x1
    return v0
.end method

