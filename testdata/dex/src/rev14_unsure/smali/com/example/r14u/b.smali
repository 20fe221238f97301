# R8's merge of two lambda classes of ToolProvider (Binder.ThrowingRunnables: id 0 line 15, id 1 line 22; see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/r14u/b;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/os/Binder$ThrowingRunnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/r14u/ToolProvider;

# direct methods
.method public synthetic constructor <init>(Lcom/example/r14u/ToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/example/r14u/b;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14u/b;->f$0:Lcom/example/r14u/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final runOrThrow()V
    .registers 3
    iget v0, p0, Lcom/example/r14u/b;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r14u/b;->f$0:Lcom/example/r14u/ToolProvider;
    if-eqz v0, :cond_0
    invoke-static {v1}, Lcom/example/r14u/ToolProvider;->$r8$lambda$Dn6pUa2Wc9Gk(Lcom/example/r14u/ToolProvider;)V
    return-void
    :cond_0
    invoke-static {v1}, Lcom/example/r14u/ToolProvider;->$r8$lambda$Cq0tYw5Nm7Hd(Lcom/example/r14u/ToolProvider;)V
    return-void
.end method
