# R8's merge of two lambda classes of ToolProvider (Runnables: id 0 line 14, inlined; id 1 line 21; see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/r14u/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/r14u/ToolProvider;

# direct methods
.method public synthetic constructor <init>(Lcom/example/r14u/ToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/example/r14u/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14u/a;->f$0:Lcom/example/r14u/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/r14u/a;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r14u/a;->f$0:Lcom/example/r14u/ToolProvider;
    if-eqz v0, :cond_0
    invoke-static {v1}, Lcom/example/r14u/ToolProvider;->$r8$lambda$Bv3kQe8Lr1Zs(Lcom/example/r14u/ToolProvider;)V
    return-void
    :cond_0
    .line 14
    const-string v0, "r14u"
    const-string v1, "tick"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
