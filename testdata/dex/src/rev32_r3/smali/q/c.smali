.class public final Lq/c;
.super Ljava/lang/Object;

# OperationLog.Op: the field `what` was never read, so R8 removed it and the constructor
# parameter that fed it; a = owner, b = state.

.field public final a:I

.field public volatile b:Ljava/lang/String;

.method public constructor <init>(I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "queued"
    iput-object v0, p0, Lq/c;->b:Ljava/lang/String;
    iput p1, p0, Lq/c;->a:I
    return-void
.end method
