.class public final Lcom/example/r35k2/Failure$Crashed;
.super Ljava/lang/Object;
.source "Replies.kt"

# interfaces
.implements Lcom/example/r35k2/Failure;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35k2/Failure;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Crashed"
.end annotation

.field private final cause:Ljava/lang/Throwable;

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    const-string v0, "cause"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/Failure$Crashed;->cause:Ljava/lang/Throwable;
    return-void
.end method

.method public final getCause()Ljava/lang/Throwable;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r35k2/Failure$Crashed;->cause:Ljava/lang/Throwable;
    return-object v0
.end method
