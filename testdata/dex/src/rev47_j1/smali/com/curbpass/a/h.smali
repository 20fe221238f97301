.class public final Lcom/curbpass/a/h;
.super Lcom/android/tools/r8/RecordTag;
.source "SourceFile"


# instance fields
.field public final a:Lcom/curbpass/a/b;

.field public final b:Ljava/lang/String;

.field public final c:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/curbpass/a/b;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 28
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/curbpass/a/h;->a:Lcom/curbpass/a/b;
    iput-object p2, p0, Lcom/curbpass/a/h;->b:Ljava/lang/String;
    iput-object p3, p0, Lcom/curbpass/a/h;->c:Ljava/lang/String;

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5
    const/4 v0, 3
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/curbpass/a/h;->a:Lcom/curbpass/a/b;
    const/4 v3, 0
    aput-object v1, v0, v3
    iget-object v1, p0, Lcom/curbpass/a/h;->b:Ljava/lang/String;
    const/4 v3, 1
    aput-object v1, v0, v3
    iget-object v1, p0, Lcom/curbpass/a/h;->c:Ljava/lang/String;
    const/4 v3, 2
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
    check-cast p1, Lcom/curbpass/a/h;
    invoke-direct {p1}, Lcom/curbpass/a/h;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-direct {p0}, Lcom/curbpass/a/h;->$record$getFieldsAsObjects()[Ljava/lang/Object;
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
    invoke-direct {p0}, Lcom/curbpass/a/h;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I
    move-result v0
    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    invoke-direct {p0}, Lcom/curbpass/a/h;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/curbpass/a/h;
    const-string v2, "Pending[caller, tool, args]"
    invoke-static {v0, v1, v2}, Lcom/curbpass/a/l;->a([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
