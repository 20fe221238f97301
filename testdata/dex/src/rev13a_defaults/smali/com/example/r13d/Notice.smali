.class public final Lcom/example/r13d/Notice;
.super Ljava/lang/Object;
.source "Notice.kt"

.field private final message:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r13d/Notice;->message:Ljava/lang/String;
    return-void
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, p0, Lcom/example/r13d/Notice;->message:Ljava/lang/String;
    return-object v0
.end method
