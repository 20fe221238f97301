.class public final Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.kt"


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/util/Set;J)V
    .registers 7

    const-string v0, "token"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "capabilities"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 234
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->token:Ljava/lang/String;

    iput p2, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->uid:I

    iput-object p3, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->capabilities:Ljava/util/Set;

    iput-wide p4, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 234
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 234
    iget-wide v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->expiresAt:J

    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 234
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 234
    iget v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->uid:I

    return v0
.end method
