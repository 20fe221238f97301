.class public final Lcom/wrenfield/notes/core/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final capabilities:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final expiresAt:J

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/wrenfield/notes/core/Sessions$Session;)J
    .registers 2

    iget-wide v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->expiresAt:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/wrenfield/notes/core/Sessions$Session;)I
    .registers 1

    iget p0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->uid:I

    return p0
.end method

.method constructor <init>(Ljava/lang/String;ILjava/util/List;J)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 50
    iput-object p1, p0, Lcom/wrenfield/notes/core/Sessions$Session;->token:Ljava/lang/String;

    .line 51
    iput p2, p0, Lcom/wrenfield/notes/core/Sessions$Session;->uid:I

    .line 52
    invoke-static {p3}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->capabilities:Ljava/util/List;

    .line 53
    iput-wide p4, p0, Lcom/wrenfield/notes/core/Sessions$Session;->expiresAt:J

    .line 54
    return-void
.end method


# virtual methods
.method public capabilities()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 61
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->capabilities:Ljava/util/List;

    return-object v0
.end method

.method public expiresAt()J
    .registers 3

    .line 69
    iget-wide v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->expiresAt:J

    return-wide v0
.end method

.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 65
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions$Session;->token:Ljava/lang/String;

    return-object v0
.end method
