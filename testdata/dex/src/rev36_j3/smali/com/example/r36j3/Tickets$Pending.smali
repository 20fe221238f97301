.class final Lcom/example/r36j3/Tickets$Pending;
.super Lcom/android/tools/r8/RecordTag;
.source "Tickets.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r36j3/Tickets;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final expiresAt:J

.field private final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;J)V
    .locals 0

    .line 9
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput p1, p0, Lcom/example/r36j3/Tickets$Pending;->uid:I

    iput-object p2, p0, Lcom/example/r36j3/Tickets$Pending;->args:Ljava/lang/String;

    iput-wide p3, p0, Lcom/example/r36j3/Tickets$Pending;->expiresAt:J

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .locals 4

    .line 9
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    iget v1, p0, Lcom/example/r36j3/Tickets$Pending;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r36j3/Tickets$Pending;->args:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    iget-wide v1, p0, Lcom/example/r36j3/Tickets$Pending;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r36j3/Tickets$Pending;)[Ljava/lang/Object;
    .locals 0

    invoke-direct {p0}, Lcom/example/r36j3/Tickets$Pending;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object p0

    return-object p0
.end method


# virtual methods
.method public args()Ljava/lang/String;
    .locals 1

    .line 9
    iget-object v0, p0, Lcom/example/r36j3/Tickets$Pending;->args:Ljava/lang/String;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .locals 0

    .line 9
    invoke-static {p0, p1}, Lcom/example/r36j3/Tickets$Pending$$ExternalSyntheticRecord0;->m(Lcom/example/r36j3/Tickets$Pending;Ljava/lang/Object;)Z

    move-result p1

    return p1
.end method

.method public expiresAt()J
    .locals 2

    .line 9
    iget-wide v0, p0, Lcom/example/r36j3/Tickets$Pending;->expiresAt:J

    return-wide v0
.end method

.method public final hashCode()I
    .locals 1

    .line 9
    invoke-direct {p0}, Lcom/example/r36j3/Tickets$Pending;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public final toString()Ljava/lang/String;
    .locals 3

    .line 9
    invoke-direct {p0}, Lcom/example/r36j3/Tickets$Pending;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/example/r36j3/Tickets$Pending;

    const-string v2, "uid;args;expiresAt"

    invoke-static {v0, v1, v2}, Lcom/example/r36j3/Tickets$Pending$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public uid()I
    .locals 1

    .line 9
    iget v0, p0, Lcom/example/r36j3/Tickets$Pending;->uid:I

    return v0
.end method
