.class final Lcom/example/r24t/Purge;
.super Lcom/android/tools/r8/RecordTag;
.source "Purge.java"

# interfaces
.implements Lcom/example/r24t/Op;

.field private final confirmed:Z
.field private final folder:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Z)V
    .registers 3
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24t/Purge;->folder:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/r24t/Purge;->confirmed:Z
    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 5
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r24t/Purge;->folder:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-boolean v1, p0, Lcom/example/r24t/Purge;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public folder()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24t/Purge;->folder:Ljava/lang/String;
    return-object v0
.end method

.method public confirmed()Z
    .registers 2
    .line 5
    iget-boolean v0, p0, Lcom/example/r24t/Purge;->confirmed:Z
    return v0
.end method

.method public final hashCode()I
    .registers 2
    .line 5
    invoke-direct {p0}, Lcom/example/r24t/Purge;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method
