.class public final Lcom/curbpass/a/i;
.super Lcom/android/tools/r8/RecordTag;
.source "SourceFile"


# instance fields
.field public final a:I

.field public final b:J


# direct methods
.method public constructor <init>(IJ)V
    .registers 6

    .line 30
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput p1, p0, Lcom/curbpass/a/i;->a:I
    iput-wide p2, p0, Lcom/curbpass/a/i;->b:J

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5
    const/4 v0, 2
    new-array v0, v0, [Ljava/lang/Object;
    iget v1, p0, Lcom/curbpass/a/i;->a:I
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v3, 0
    aput-object v1, v0, v3
    iget-wide v1, p0, Lcom/curbpass/a/i;->b:J
    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    const/4 v3, 1
    aput-object v1, v0, v3
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 4
    if-ne p0, p1, :cond_same
    if-eqz p1, :cond_no
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    if-ne v0, v1, :cond_no
    check-cast p1, Lcom/curbpass/a/i;
    invoke-direct {p1}, Lcom/curbpass/a/i;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-direct {p0}, Lcom/curbpass/a/i;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z
    move-result v0
    return v0
    :cond_same
    const/4 v0, 0x1
    return v0
    :cond_no
    const/4 v0, 0x0
    return v0
.end method

.method public final hashCode()I
    .registers 2
    invoke-direct {p0}, Lcom/curbpass/a/i;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    invoke-direct {p0}, Lcom/curbpass/a/i;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/curbpass/a/i;
    const-string v2, "Op[uid, rowId]"
    invoke-static {v0, v1, v2}, Lcom/curbpass/a/l;->a([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
