# class VArgs {                       // not final: `var confirmed`
#   long id; boolean confirmed;
#   VArgs(long id, boolean c) { this.id = id; this.confirmed = c; }
#   VArgs withConfirmed(boolean c) { return new VArgs(id, c); }
# }
.class public final Lcom/example/demo/VArgs;
.super Ljava/lang/Object;
.field public id:J
.field public confirmed:Z
.method public constructor <init>(JZ)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/example/demo/VArgs;->id:J
    iput-boolean p3, p0, Lcom/example/demo/VArgs;->confirmed:Z
    return-void
.end method
.method public withConfirmed(Z)Lcom/example/demo/VArgs;
    .registers 5
    new-instance v0, Lcom/example/demo/VArgs;
    iget-wide v1, p0, Lcom/example/demo/VArgs;->id:J
    invoke-direct {v0, v1, v2, p1}, Lcom/example/demo/VArgs;-><init>(JZ)V
    return-object v0
.end method
