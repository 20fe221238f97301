.class public final Lapp/kestrel/notes/cetp/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/util/Set;J)V
    .registers 7

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/kestrel/notes/cetp/Session;->uid:I

    iput-object p2, p0, Lapp/kestrel/notes/cetp/Session;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/Session;->capabilities:Ljava/util/Set;

    iput-wide p4, p0, Lapp/kestrel/notes/cetp/Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 8
    iget-wide v0, p0, Lapp/kestrel/notes/cetp/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 8
    iget v0, p0, Lapp/kestrel/notes/cetp/Session;->uid:I

    return v0
.end method
