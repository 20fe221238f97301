.class public final Lcom/brightfold/pantry/cetp/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/brightfold/pantry/cetp/Sessions;
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
.method private constructor <init>(Ljava/lang/String;ILjava/util/Set;J)V
    .registers 6
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

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->token:Ljava/lang/String;

    .line 45
    iput p2, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->uid:I

    .line 46
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->capabilities:Ljava/util/Set;

    .line 47
    iput-wide p4, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->expiresAt:J

    .line 48
    return-void
.end method

.method static of(Ljava/lang/String;ILjava/util/Set;J)Lcom/brightfold/pantry/cetp/Sessions$Session;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Lcom/brightfold/pantry/cetp/Sessions$Session;"
        }
    .end annotation

    .line 51
    new-instance v0, Lcom/brightfold/pantry/cetp/Sessions$Session;

    invoke-static {p2}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v4

    move-object v1, v0

    move-object v2, p0

    move v3, p1

    move-wide v5, p3

    invoke-direct/range {v1 .. v6}, Lcom/brightfold/pantry/cetp/Sessions$Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    return-object v0
.end method


# virtual methods
.method public expiresAt()J
    .registers 3

    .line 63
    iget-wide v0, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->expiresAt:J

    return-wide v0
.end method

.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 67
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->capabilities:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 59
    iget v0, p0, Lcom/brightfold/pantry/cetp/Sessions$Session;->uid:I

    return v0
.end method
