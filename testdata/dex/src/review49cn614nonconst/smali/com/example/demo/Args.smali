# final class Args {
#   final long id; final boolean confirmed;
#   Args(long id, boolean c) { this.id = id; this.confirmed = c; }
#   Args withConfirmed(boolean c) { return new Args(id, c); }
#   Args pick() { if (id > 100) return new Args(id, true); return new Args(id, false); }   // one of two objects
#   boolean isConfirmed() { return confirmed && TokenStore.valid(); }                      // non-trivial getter
#   Args pick2() { return new Args(id, TokenStore.valid() ? true : false); }   // as R8 may share it: one new-instance, two <init> calls
# }
.class public final Lcom/example/demo/Args;
.super Ljava/lang/Object;
.field public final id:J
.field public final confirmed:Z
.method public constructor <init>(JZ)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/example/demo/Args;->id:J
    iput-boolean p3, p0, Lcom/example/demo/Args;->confirmed:Z
    return-void
.end method
.method public withConfirmed(Z)Lcom/example/demo/Args;
    .registers 5
    new-instance v0, Lcom/example/demo/Args;
    iget-wide v1, p0, Lcom/example/demo/Args;->id:J
    invoke-direct {v0, v1, v2, p1}, Lcom/example/demo/Args;-><init>(JZ)V
    return-object v0
.end method
.method public pick()Lcom/example/demo/Args;
    .registers 6
    iget-wide v0, p0, Lcom/example/demo/Args;->id:J
    const-wide/16 v2, 0x64
    cmp-long v4, v0, v2
    if-lez v4, :small
    new-instance v2, Lcom/example/demo/Args;
    const/4 v3, 0x1
    invoke-direct {v2, v0, v1, v3}, Lcom/example/demo/Args;-><init>(JZ)V
    return-object v2
    :small
    new-instance v2, Lcom/example/demo/Args;
    const/4 v3, 0x0
    invoke-direct {v2, v0, v1, v3}, Lcom/example/demo/Args;-><init>(JZ)V
    return-object v2
.end method
.method public isConfirmed()Z
    .registers 2
    iget-boolean v0, p0, Lcom/example/demo/Args;->confirmed:Z
    if-eqz v0, :no
    invoke-static {}, Lcom/example/demo/TokenStore;->valid()Z
    move-result v0
    return v0
    :no
    const/4 v0, 0x0
    return v0
.end method

.method public pick2()Lcom/example/demo/Args;
    .registers 5
    iget-wide v1, p0, Lcom/example/demo/Args;->id:J
    new-instance v0, Lcom/example/demo/Args;
    invoke-static {}, Lcom/example/demo/TokenStore;->valid()Z
    move-result v3
    if-nez v3, :yes
    const/4 v3, 0x0
    invoke-direct {v0, v1, v2, v3}, Lcom/example/demo/Args;-><init>(JZ)V
    goto :out
    :yes
    const/4 v3, 0x1
    invoke-direct {v0, v1, v2, v3}, Lcom/example/demo/Args;-><init>(JZ)V
    :out
    return-object v0
.end method
