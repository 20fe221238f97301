# R8's merge of the two stateless lambdas of ToolProvider.schedule (see sketch/ToolProvider.java):
# singletons in the static fields a (id 0, line 31) and b (id 1, line 33), bodies inlined into run().
.class final synthetic Lcom/example/r14l/b;
.super Ljava/lang/Object;
.source "ToolProvider.java"

# interfaces
.implements Ljava/lang/Runnable;

# static fields
.field public static final a:Lcom/example/r14l/b;

.field public static final b:Lcom/example/r14l/b;

# instance fields
.field public final synthetic $r8$classId:I

# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r14l/b;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r14l/b;-><init>(I)V
    sput-object v0, Lcom/example/r14l/b;->a:Lcom/example/r14l/b;
    new-instance v0, Lcom/example/r14l/b;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, Lcom/example/r14l/b;-><init>(I)V
    sput-object v0, Lcom/example/r14l/b;->b:Lcom/example/r14l/b;
    return-void
.end method

.method public synthetic constructor <init>(I)V
    .registers 2
    iput p1, p0, Lcom/example/r14l/b;->$r8$classId:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 4
    iget v0, p0, Lcom/example/r14l/b;->$r8$classId:I
    const-string v1, "r14l"
    if-eqz v0, :cond_0
    .line 33
    const-string v0, "tick"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
    .line 31
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v2, "uid "
    invoke-direct {v0, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
