.class public final Lapp/larder/core/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final Companion:Lapp/larder/core/Session$Companion;

.field private static final TTL_MS:J = 0x2932e00L


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/core/Session$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/core/Session$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/core/Session;->Companion:Lapp/larder/core/Session$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;ILjava/util/Set;J)V
    .registers 7

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/Session;->token:Ljava/lang/String;

    iput p2, p0, Lapp/larder/core/Session;->uid:I

    iput-object p3, p0, Lapp/larder/core/Session;->capabilities:Ljava/util/Set;

    iput-wide p4, p0, Lapp/larder/core/Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/larder/core/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 6
    iget-wide v0, p0, Lapp/larder/core/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getLive()Z
    .registers 5

    .line 7
    iget-wide v0, p0, Lapp/larder/core/Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/larder/core/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 6
    iget v0, p0, Lapp/larder/core/Session;->uid:I

    return v0
.end method
