.class public final Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/cetp/SessionRegistry;
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

.field private final provider:Ljava/lang/String;

.field private final uid:I

.field private final version:I


# direct methods
.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)J
    .registers 2

    iget-wide v0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->expiresAt:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetprovider(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->provider:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)I
    .registers 1

    iget p0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->uid:I

    return p0
.end method

.method constructor <init>(Ljava/lang/String;IILjava/util/List;J)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "II",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->provider:Ljava/lang/String;

    .line 27
    iput p2, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->uid:I

    .line 28
    iput p3, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->version:I

    .line 29
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0, p4}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    iput-object v0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->capabilities:Ljava/util/List;

    .line 30
    iput-wide p5, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->expiresAt:J

    .line 31
    return-void
.end method


# virtual methods
.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 34
    iget-object v0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public version()I
    .registers 2

    .line 38
    iget v0, p0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->version:I

    return v0
.end method
