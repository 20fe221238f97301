.class final Lcom/example/r29s/Target;
.super Lcom/android/tools/r8/RecordTag;
.source "Op.java"

.field private final pkg:Ljava/lang/String;

.field private final note:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 16
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r29s/Target;->pkg:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r29s/Target;->note:Ljava/lang/String;
    return-void
.end method

.method public pkg()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/example/r29s/Target;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public note()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/example/r29s/Target;->note:Ljava/lang/String;
    return-object v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 16
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r29s/Target;->pkg:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-object v1, p0, Lcom/example/r29s/Target;->note:Ljava/lang/String;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3
    .line 16
    invoke-static {p0, p1}, Lcom/example/r29s/Target$$ExternalSyntheticRecord0;->m(Lcom/example/r29s/Target;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method public final hashCode()I
    .registers 2
    .line 16
    invoke-direct {p0}, Lcom/example/r29s/Target;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    .line 16
    invoke-direct {p0}, Lcom/example/r29s/Target;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/example/r29s/Target;
    const-string v2, "pkg;note"
    invoke-static {v0, v1, v2}, Lcom/example/r29s/Target$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r29s/Target;)[Ljava/lang/Object;
    .registers 2
    invoke-direct {p0}, Lcom/example/r29s/Target;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
