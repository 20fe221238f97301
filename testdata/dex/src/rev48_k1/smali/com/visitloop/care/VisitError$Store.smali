.class public final Lcom/visitloop/care/VisitError$Store;
.super Lcom/visitloop/care/VisitError;
.source "Care.kt"

.field private final cause:Ljava/lang/Throwable;

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    const-string v0, "cause"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/visitloop/care/VisitError;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/visitloop/care/VisitError$Store;->cause:Ljava/lang/Throwable;
    return-void
.end method

.method public final getCause()Ljava/lang/Throwable;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/visitloop/care/VisitError$Store;->cause:Ljava/lang/Throwable;
    return-object v0
.end method

