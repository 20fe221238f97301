.class public final Lcom/example/r37k1/Pending;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final expiresAt:J

.field private final tool:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;J)V
    .registers 6
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r37k1/Pending;->uid:I
    iput-object p2, p0, Lcom/example/r37k1/Pending;->tool:Ljava/lang/String;
    iput-wide p3, p0, Lcom/example/r37k1/Pending;->expiresAt:J
    return-void
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 41
    iget-wide v0, p0, Lcom/example/r37k1/Pending;->expiresAt:J
    return-wide v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 41
    iget-object v0, p0, Lcom/example/r37k1/Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 41
    iget v0, p0, Lcom/example/r37k1/Pending;->uid:I
    return v0
.end method
