.class final Lcom/example/r24s/Status;
.super Lcom/android/tools/r8/RecordTag;
.source "Status.java"

.field private final code:Ljava/lang/String;
.field private final rows:I

.method constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24s/Status;->code:Ljava/lang/String;
    iput p2, p0, Lcom/example/r24s/Status;->rows:I
    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 5
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r24s/Status;->code:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget v1, p0, Lcom/example/r24s/Status;->rows:I
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public code()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24s/Status;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    .line 5
    invoke-direct {p0}, Lcom/example/r24s/Status;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/example/r24s/Status;
    const-string v2, "code;rows"
    invoke-static {v0, v1, v2}, Lcom/example/r24s/Status$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
