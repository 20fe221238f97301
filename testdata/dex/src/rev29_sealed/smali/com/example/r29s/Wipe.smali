.class final Lcom/example/r29s/Wipe;
.super Lcom/android/tools/r8/RecordTag;
.source "Op.java"

# interfaces
.implements Lcom/example/r29s/Op;

.field private final folder:Ljava/lang/String;

.field private final confirmed:Z

.method constructor <init>(Ljava/lang/String;Z)V
    .registers 3
    .line 15
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r29s/Wipe;->folder:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/r29s/Wipe;->confirmed:Z
    return-void
.end method

.method public folder()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/example/r29s/Wipe;->folder:Ljava/lang/String;
    return-object v0
.end method

.method public confirmed()Z
    .registers 2
    .line 15
    iget-boolean v0, p0, Lcom/example/r29s/Wipe;->confirmed:Z
    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 15
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r29s/Wipe;->folder:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-boolean v1, p0, Lcom/example/r29s/Wipe;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3
    .line 15
    invoke-static {p0, p1}, Lcom/example/r29s/Wipe$$ExternalSyntheticRecord0;->m(Lcom/example/r29s/Wipe;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method public final hashCode()I
    .registers 2
    .line 15
    invoke-direct {p0}, Lcom/example/r29s/Wipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    .line 15
    invoke-direct {p0}, Lcom/example/r29s/Wipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/example/r29s/Wipe;
    const-string v2, "folder;confirmed"
    invoke-static {v0, v1, v2}, Lcom/example/r29s/Wipe$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r29s/Wipe;)[Ljava/lang/Object;
    .registers 2
    invoke-direct {p0}, Lcom/example/r29s/Wipe;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
