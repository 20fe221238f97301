.class public final Lcom/visitloop/care/VisitFailure;
.super Ljava/lang/Exception;
.source "Care.kt"

.field private final error:Lcom/visitloop/care/VisitError;

.method public constructor <init>(Lcom/visitloop/care/VisitError;)V
    .registers 3
    const-string v0, "error"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-direct {v1}, Ljava/lang/Exception;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/VisitFailure;->error:Lcom/visitloop/care/VisitError;
    return-void
.end method

.method public final getError()Lcom/visitloop/care/VisitError;
    .registers 2
    .line 28
    iget-object v0, v1, Lcom/visitloop/care/VisitFailure;->error:Lcom/visitloop/care/VisitError;
    return-object v0
.end method

