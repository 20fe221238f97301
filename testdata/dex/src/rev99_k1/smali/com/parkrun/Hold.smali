.class public final Lcom/parkrun/Hold;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final uid:I
.field private final runner:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "runner"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, Lcom/parkrun/Hold;->uid:I
    iput-object v3, v1, Lcom/parkrun/Hold;->runner:Ljava/lang/String;
    return-void
.end method

.method public final getUid()I
    .registers 2
    .line 38
    iget v0, v1, Lcom/parkrun/Hold;->uid:I
    return v0
.end method

.method public final getRunner()Ljava/lang/String;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/parkrun/Hold;->runner:Ljava/lang/String;
    return-object v0
.end method

