.class final Lcom/example/r33j2/TransferArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "TransferArgs.java"


# instance fields
.field private final cents:J

.field private final from:Ljava/lang/String;

.field private final to:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;J)V
    .locals 0

    .line 3
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/example/r33j2/TransferArgs;->from:Ljava/lang/String;

    iput-object p2, p0, Lcom/example/r33j2/TransferArgs;->to:Ljava/lang/String;

    iput-wide p3, p0, Lcom/example/r33j2/TransferArgs;->cents:J

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .locals 4

    .line 3
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/example/r33j2/TransferArgs;->from:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r33j2/TransferArgs;->to:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    iget-wide v1, p0, Lcom/example/r33j2/TransferArgs;->cents:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r33j2/TransferArgs;)[Ljava/lang/Object;
    .locals 0

    invoke-direct {p0}, Lcom/example/r33j2/TransferArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object p0

    return-object p0
.end method

.method static parse(Ljava/lang/String;)Lcom/example/r33j2/TransferArgs;
    .locals 5

    .line 5
    new-instance v0, Lcom/example/r33j2/TransferArgs;

    const-string v1, "from_account"

    invoke-static {p0, v1}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "to_account"

    invoke-static {p0, v2}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {p0}, Lcom/example/r33j2/Args;->cents(Ljava/lang/String;)J

    move-result-wide v3

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/example/r33j2/TransferArgs;-><init>(Ljava/lang/String;Ljava/lang/String;J)V

    return-object v0
.end method


# virtual methods
.method public cents()J
    .locals 2

    .line 3
    iget-wide v0, p0, Lcom/example/r33j2/TransferArgs;->cents:J

    return-wide v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .locals 0

    .line 3
    invoke-static {p0, p1}, Lcom/example/r33j2/TransferArgs$$ExternalSyntheticRecord0;->m(Lcom/example/r33j2/TransferArgs;Ljava/lang/Object;)Z

    move-result p1

    return p1
.end method

.method public from()Ljava/lang/String;
    .locals 1

    .line 3
    iget-object v0, p0, Lcom/example/r33j2/TransferArgs;->from:Ljava/lang/String;

    return-object v0
.end method

.method public final hashCode()I
    .locals 1

    .line 3
    invoke-direct {p0}, Lcom/example/r33j2/TransferArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method summary()Ljava/lang/String;
    .locals 8

    .line 9
    iget-wide v0, p0, Lcom/example/r33j2/TransferArgs;->cents:J

    const-wide/16 v2, 0x64

    div-long v4, v0, v2

    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/Object;

    rem-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    const/4 v1, 0x0

    aput-object v0, v6, v1

    const-string v0, "%02d"

    invoke-static {v0, v6}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/example/r33j2/TransferArgs;->from:Ljava/lang/String;

    iget-object v2, p0, Lcom/example/r33j2/TransferArgs;->to:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Move "

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v3, " from "

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " to "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public to()Ljava/lang/String;
    .locals 1

    .line 3
    iget-object v0, p0, Lcom/example/r33j2/TransferArgs;->to:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .locals 3

    .line 3
    invoke-direct {p0}, Lcom/example/r33j2/TransferArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/example/r33j2/TransferArgs;

    const-string v2, "from;to;cents"

    invoke-static {v0, v1, v2}, Lcom/example/r33j2/TransferArgs$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
