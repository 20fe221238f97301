.class final Lcom/example/r24s/Failure;
.super Lcom/android/tools/r8/RecordTag;
.source "Failure.java"

.field private final code:Ljava/lang/String;
.field private final cause:Ljava/lang/Exception;

.method constructor <init>(Ljava/lang/String;Ljava/lang/Exception;)V
    .registers 3
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24s/Failure;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r24s/Failure;->cause:Ljava/lang/Exception;
    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 5
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r24s/Failure;->code:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-object v1, p0, Lcom/example/r24s/Failure;->cause:Ljava/lang/Exception;

    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public code()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24s/Failure;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    .line 5
    invoke-direct {p0}, Lcom/example/r24s/Failure;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/example/r24s/Failure;
    const-string v2, "code;cause"
    invoke-static {v0, v1, v2}, Lcom/example/r24s/Failure$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
