.class public Lq/K;
.super Ljava/lang/Object;
.implements Ljava/util/function/Consumer;
.field public f:Ljava/lang/String;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public accept(Ljava/lang/Object;)V
    .registers 2
    check-cast p1, Ljava/lang/String;
    iput-object p1, p0, Lq/K;->f:Ljava/lang/String;
    return-void
.end method
