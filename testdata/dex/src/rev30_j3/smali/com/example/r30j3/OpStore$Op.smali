.class final Lcom/example/r30j3/OpStore$Op;
.super Ljava/lang/Object;
.source "OpStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r30j3/OpStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Op"
.end annotation


# instance fields
.field volatile state:Ljava/lang/String;

.field final uid:I

.method constructor <init>(I)V
    .registers 3
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    const-string v0, "running"
    iput-object v0, p0, Lcom/example/r30j3/OpStore$Op;->state:Ljava/lang/String;
    .line 12
    iput p1, p0, Lcom/example/r30j3/OpStore$Op;->uid:I
    return-void
.end method

.method toJson()Ljava/lang/String;
    .registers 4
    .line 13
    iget-object v0, p0, Lcom/example/r30j3/OpStore$Op;->state:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"state\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
