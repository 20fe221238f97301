.class public Lq/B;
.super Ljava/lang/Object;
.field public c:Ljava/lang/String;
.method public constructor <init>(Lq/C;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iget-object v0, p1, Lq/C;->b:Ljava/lang/String;
    iput-object v0, p0, Lq/B;->c:Ljava/lang/String;
    return-void
.end method
