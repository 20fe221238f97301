.class public Lq/R;
.super Ljava/lang/Object;
.field primary:Lq/I;
.field backup:Lq/I;
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Lq/M;
    invoke-direct {v0}, Lq/M;-><init>()V
    iput-object v0, p0, Lq/R;->primary:Lq/I;
    new-instance v0, Lq/D;
    invoke-direct {v0}, Lq/D;-><init>()V
    iput-object v0, p0, Lq/R;->backup:Lq/I;
    return-void
.end method
.method public swap()V
    .registers 3
    iget-object v0, p0, Lq/R;->primary:Lq/I;
    iget-object v1, p0, Lq/R;->backup:Lq/I;
    iput-object v1, p0, Lq/R;->primary:Lq/I;
    iput-object v0, p0, Lq/R;->backup:Lq/I;
    return-void
.end method
.method public usePrimary()V
    .registers 2
    iget-object v0, p0, Lq/R;->primary:Lq/I;
    invoke-interface {v0}, Lq/I;->put()V
    return-void
.end method
.method public useBackup()V
    .registers 2
    iget-object v0, p0, Lq/R;->backup:Lq/I;
    invoke-interface {v0}, Lq/I;->put()V
    return-void
.end method
