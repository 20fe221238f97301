# class DeleteJob {}
.class Lcom/demo/DeleteJob;
.super Ljava/lang/Object;
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
