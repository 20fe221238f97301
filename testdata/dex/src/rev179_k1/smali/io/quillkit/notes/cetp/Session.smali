.class public final Lio/quillkit/notes/cetp/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final createdAt:J

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/util/Set;JJ)V
    .registers 9

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/Session;->token:Ljava/lang/String;

    iput p2, p0, Lio/quillkit/notes/cetp/Session;->uid:I

    iput-object p3, p0, Lio/quillkit/notes/cetp/Session;->capabilities:Ljava/util/Set;

    iput-wide p4, p0, Lio/quillkit/notes/cetp/Session;->createdAt:J

    iput-wide p6, p0, Lio/quillkit/notes/cetp/Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quillkit/notes/cetp/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getCreatedAt()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lio/quillkit/notes/cetp/Session;->createdAt:J

    return-wide v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lio/quillkit/notes/cetp/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quillkit/notes/cetp/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lio/quillkit/notes/cetp/Session;->uid:I

    return v0
.end method
