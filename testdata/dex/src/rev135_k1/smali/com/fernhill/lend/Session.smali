.class public final Lcom/fernhill/lend/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;IJ)V
    .registers 6

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/Session;->token:Ljava/lang/String;

    iput p2, p0, Lcom/fernhill/lend/Session;->uid:I

    iput-wide p3, p0, Lcom/fernhill/lend/Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getExpiresAt()J
    .registers 3

    .line 18
    iget-wide v0, p0, Lcom/fernhill/lend/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/fernhill/lend/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 18
    iget v0, p0, Lcom/fernhill/lend/Session;->uid:I

    return v0
.end method
