.class public final Lcom/example/htext/Result$Failure;
.super Lcom/example/htext/Result;
.source "Failure.kt"

.field private final message:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    .line 5
    invoke-direct {p0, v0}, Lcom/example/htext/Result;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/htext/Result$Failure;->message:Ljava/lang/String;
    return-void
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/htext/Result$Failure;->message:Ljava/lang/String;
    return-object v0
.end method
