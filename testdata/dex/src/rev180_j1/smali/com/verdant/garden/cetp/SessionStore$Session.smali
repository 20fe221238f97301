.class public final Lcom/verdant/garden/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/verdant/garden/cetp/SessionStore$Session;)J
    .registers 2

    iget-wide v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->expiresAt:J

    return-wide v0
.end method

.method constructor <init>(Ljava/lang/String;ILjava/util/Set;J)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 63
    iput-object p1, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 64
    iput p2, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->uid:I

    .line 65
    new-instance v0, Ljava/util/TreeSet;

    invoke-direct {v0, p3}, Ljava/util/TreeSet;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->capabilities:Ljava/util/Set;

    .line 66
    iput-wide p4, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->expiresAt:J

    .line 67
    return-void
.end method


# virtual methods
.method public capabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 78
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->capabilities:Ljava/util/Set;

    return-object v0
.end method

.method public expiresAt()J
    .registers 3

    .line 82
    iget-wide v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->expiresAt:J

    return-wide v0
.end method

.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 74
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->capabilities:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 70
    iget-object v0, p0, Lcom/verdant/garden/cetp/SessionStore$Session;->token:Ljava/lang/String;

    return-object v0
.end method
