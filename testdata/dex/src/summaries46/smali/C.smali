.class public Lq/C;
.super Ljava/lang/Object;
.field public b:Ljava/lang/String;
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lq/C;->b:Ljava/lang/String;
    return-void
.end method
