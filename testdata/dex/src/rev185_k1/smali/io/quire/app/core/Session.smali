.class public final Lio/quire/app/core/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/util/Set;J)V
    .registers 7

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/Session;->token:Ljava/lang/String;

    iput p2, p0, Lio/quire/app/core/Session;->uid:I

    iput-object p3, p0, Lio/quire/app/core/Session;->capabilities:Ljava/util/Set;

    iput-wide p4, p0, Lio/quire/app/core/Session;->expiresAt:J

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/util/Set;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lio/quire/app/core/Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    return-void
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 5
    iget-object v0, p0, Lio/quire/app/core/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 5
    iget-wide v0, p0, Lio/quire/app/core/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lio/quire/app/core/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid-EOtuPLU()I
    .registers 2

    .line 5
    iget v0, p0, Lio/quire/app/core/Session;->uid:I

    return v0
.end method

.method public final offers(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    iget-object v0, p0, Lio/quire/app/core/Session;->capabilities:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
