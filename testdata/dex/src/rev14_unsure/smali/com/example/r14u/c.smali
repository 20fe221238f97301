# R8's merge of two lambda classes of ToolProvider (Callables: id 0 line 16, inlined; id 1 line 23; see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/r14u/c;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Lcom/example/r14u/ToolProvider;

# direct methods
.method public synthetic constructor <init>(Lcom/example/r14u/ToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/example/r14u/c;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14u/c;->f$0:Lcom/example/r14u/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3
    iget v0, p0, Lcom/example/r14u/c;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r14u/c;->f$0:Lcom/example/r14u/ToolProvider;
    if-eqz v0, :cond_0
    invoke-static {v1}, Lcom/example/r14u/ToolProvider;->$r8$lambda$Ej1rXo4Tb2Fv(Lcom/example/r14u/ToolProvider;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :cond_0
    .line 16
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "uid "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
