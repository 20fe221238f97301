.class public final Lcom/parcelnest/app/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final Companion:Lcom/parcelnest/app/Session$Companion;

.field private static final TTL_MS:J = 0x1b7740L

.field private static final open:Ljava/util/HashMap;


# instance fields
.field private final capabilities:Ljava/util/Set;

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/parcelnest/app/Session$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/parcelnest/app/Session$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/parcelnest/app/Session;->Companion:Lcom/parcelnest/app/Session$Companion;

    .line 15
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Session;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V
    .registers 7

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 5
    iput-object p1, p0, Lcom/parcelnest/app/Session;->token:Ljava/lang/String;

    .line 6
    iput p2, p0, Lcom/parcelnest/app/Session;->uid:I

    .line 7
    iput-object p3, p0, Lcom/parcelnest/app/Session;->providerId:Ljava/lang/String;

    .line 8
    iput-object p4, p0, Lcom/parcelnest/app/Session;->capabilities:Ljava/util/Set;

    .line 9
    iput-wide p5, p0, Lcom/parcelnest/app/Session;->expiresAt:J

    .line 4
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/parcelnest/app/Session;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/util/Set;J)V

    return-void
.end method

.method public static final synthetic access$getOpen$cp()Ljava/util/HashMap;
    .registers 1

    .line 4
    sget-object v0, Lcom/parcelnest/app/Session;->open:Ljava/util/HashMap;

    return-object v0
.end method


# virtual methods
.method public final getCapabilities()Ljava/util/Set;
    .registers 2

    .line 8
    iget-object v0, p0, Lcom/parcelnest/app/Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lcom/parcelnest/app/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getLargeResults()Z
    .registers 3

    .line 11
    iget-object v0, p0, Lcom/parcelnest/app/Session;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/parcelnest/app/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lcom/parcelnest/app/Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 6
    iget v0, p0, Lcom/parcelnest/app/Session;->uid:I

    return v0
.end method
