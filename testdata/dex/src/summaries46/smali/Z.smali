.class public Lq/Z;
.super Ljava/lang/Object;
.field public e:Ljava/lang/String;
.method public constructor <init>(Lq/A;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iget-object v0, p1, Lq/A;->d:Ljava/lang/String;
    iput-object v0, p0, Lq/Z;->e:Ljava/lang/String;
    return-void
.end method
