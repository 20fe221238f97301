.class public final Lcom/larderly/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final Companion:Lcom/larderly/Session$Companion;
.field private static final TTL_MS:J = 0x1499700L
.field private static final random:Ljava/security/SecureRandom;


# instance fields
.field private final expiresAt:J
.field private final provider:Ljava/lang/String;
.field private final token:Ljava/lang/String;
.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/Session$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/Session$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/Session;->Companion:Lcom/larderly/Session$Companion;
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/larderly/Session;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 6
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Session;->token:Ljava/lang/String;
    iput p2, p0, Lcom/larderly/Session;->uid:I
    iput-object p3, p0, Lcom/larderly/Session;->provider:Ljava/lang/String;
    iput-wide p4, p0, Lcom/larderly/Session;->expiresAt:J
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    invoke-direct/range {p0 .. p5}, Lcom/larderly/Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    return-void
.end method

.method public static final synthetic access$getRandom$cp()Ljava/security/SecureRandom;
    .registers 1
    .line 7
    sget-object v0, Lcom/larderly/Session;->random:Ljava/security/SecureRandom;
    return-object v0
.end method


# virtual methods
.method public final getExpiresAt()J
    .registers 3
    .line 7
    iget-wide v0, p0, Lcom/larderly/Session;->expiresAt:J
    return-wide v0
.end method

.method public final getLive()Z
    .registers 5
    .line 8
    iget-wide v0, p0, Lcom/larderly/Session;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L15
    const/4 v0, 0x1
    goto :L16
:L15
    const/4 v0, 0x0
:L16
    return v0
.end method

.method public final getProvider()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larderly/Session;->provider:Ljava/lang/String;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larderly/Session;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 7
    iget v0, p0, Lcom/larderly/Session;->uid:I
    return v0
.end method
