.class public Lq/A;
.super Ljava/lang/Object;
.field public d:Ljava/lang/String;
.method public constructor <init>(Lq/B;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iget-object v0, p1, Lq/B;->c:Ljava/lang/String;
    iput-object v0, p0, Lq/A;->d:Ljava/lang/String;
    return-void
.end method
