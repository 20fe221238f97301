# R8's merge of StatProvider's two stateless lambda classes (see sketch/Sources.java):
# one instance of each kept in a static field of the merged class (INSTANCE = id 0, WHO,
# line 9; INSTANCE$1 = id 1, TICK, line 10), both bodies inlined into run().
.class public final synthetic Lcom/example/r8w/c;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# static fields
.field public static final synthetic INSTANCE:Lcom/example/r8w/c;

.field public static final synthetic INSTANCE$1:Lcom/example/r8w/c;

# instance fields
.field public final synthetic $r8$classId:I

# direct methods
.method static synthetic constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r8w/c;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r8w/c;-><init>(I)V
    sput-object v0, Lcom/example/r8w/c;->INSTANCE:Lcom/example/r8w/c;
    new-instance v0, Lcom/example/r8w/c;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, Lcom/example/r8w/c;-><init>(I)V
    sput-object v0, Lcom/example/r8w/c;->INSTANCE$1:Lcom/example/r8w/c;
    return-void
.end method

.method public synthetic constructor <init>(I)V
    .registers 2
    iput p1, p0, Lcom/example/r8w/c;->$r8$classId:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 4
    iget v0, p0, Lcom/example/r8w/c;->$r8$classId:I
    const-string v1, "r8w"
    if-eqz v0, :cond_0
    .line 10
    const-string v0, "tick"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
    :cond_0
    .line 9
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
