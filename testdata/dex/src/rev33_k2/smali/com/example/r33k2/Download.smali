.class public final Lcom/example/r33k2/Download;
.super Ljava/lang/Object;
.source "Library.kt"

.field private final requestId:Ljava/lang/String;
.field private final episode:Ljava/lang/String;
.field private final uid:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "episode"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r33k2/Download;->requestId:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r33k2/Download;->episode:Ljava/lang/String;
    iput p3, p0, Lcom/example/r33k2/Download;->uid:I
    return-void
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 38
    iget-object v0, p0, Lcom/example/r33k2/Download;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getEpisode()Ljava/lang/String;
    .registers 2
    .line 38
    iget-object v0, p0, Lcom/example/r33k2/Download;->episode:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 38
    iget v0, p0, Lcom/example/r33k2/Download;->uid:I
    return v0
.end method
