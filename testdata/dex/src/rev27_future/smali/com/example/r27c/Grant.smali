.class final Lcom/example/r27c/Grant;
.super Lcom/android/tools/r8/RecordTag;
.source "Grant.java"

.field private final caller:Ljava/lang/String;

.field private final scope:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r27c/Grant;->caller:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r27c/Grant;->scope:Ljava/lang/String;
    return-void
.end method

.method public caller()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r27c/Grant;->caller:Ljava/lang/String;
    return-object v0
.end method

.method public scope()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r27c/Grant;->scope:Ljava/lang/String;
    return-object v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 6
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r27c/Grant;->caller:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-object v1, p0, Lcom/example/r27c/Grant;->scope:Ljava/lang/String;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3
    .line 6
    invoke-static {p0, p1}, Lcom/example/r27c/Grant$$ExternalSyntheticRecord0;->m(Lcom/example/r27c/Grant;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method static synthetic access$getFields(Lcom/example/r27c/Grant;)[Ljava/lang/Object;
    .registers 2
    invoke-direct {p0}, Lcom/example/r27c/Grant;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
