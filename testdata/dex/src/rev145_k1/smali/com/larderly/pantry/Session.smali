.class public final Lcom/larderly/pantry/Session;
.super Ljava/lang/Object;
.source "Values.kt"


# instance fields
.field private final caller:I

.field private final expiresAt:J

.field private final providerId:Ljava/lang/String;


# direct methods
.method private constructor <init>(ILjava/lang/String;J)V
    .registers 6

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/larderly/pantry/Session;->caller:I

    iput-object p2, p0, Lcom/larderly/pantry/Session;->providerId:Ljava/lang/String;

    iput-wide p3, p0, Lcom/larderly/pantry/Session;->expiresAt:J

    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lcom/larderly/pantry/Session;-><init>(ILjava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public final getCaller-xhUrru8()I
    .registers 2

    .line 21
    iget v0, p0, Lcom/larderly/pantry/Session;->caller:I

    return v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 21
    iget-wide v0, p0, Lcom/larderly/pantry/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/larderly/pantry/Session;->providerId:Ljava/lang/String;

    return-object v0
.end method
