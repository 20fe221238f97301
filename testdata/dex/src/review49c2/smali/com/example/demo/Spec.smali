# Kotlin: class Spec { var target: Class<*>? = null; var flags: Int = 0 }
.class public final Lcom/example/demo/Spec;
.super Ljava/lang/Object;
.field private target:Ljava/lang/Class;
.field private flags:I
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public final getTarget()Ljava/lang/Class;
    .registers 2
    iget-object v0, p0, Lcom/example/demo/Spec;->target:Ljava/lang/Class;
    return-object v0
.end method
.method public final setTarget(Ljava/lang/Class;)V
    .registers 2
    iput-object p1, p0, Lcom/example/demo/Spec;->target:Ljava/lang/Class;
    return-void
.end method
.method public final getFlags()I
    .registers 2
    iget v0, p0, Lcom/example/demo/Spec;->flags:I
    return v0
.end method
.method public final setFlags(I)V
    .registers 2
    iput p1, p0, Lcom/example/demo/Spec;->flags:I
    return-void
.end method
