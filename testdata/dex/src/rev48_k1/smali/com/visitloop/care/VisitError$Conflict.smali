.class public final Lcom/visitloop/care/VisitError$Conflict;
.super Lcom/visitloop/care/VisitError;
.source "Care.kt"

.field private final detail:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "detail"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/visitloop/care/VisitError;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/visitloop/care/VisitError$Conflict;->detail:Ljava/lang/String;
    return-void
.end method

.method public final getDetail()Ljava/lang/String;
    .registers 2
    .line 24
    iget-object v0, v1, Lcom/visitloop/care/VisitError$Conflict;->detail:Ljava/lang/String;
    return-object v0
.end method

