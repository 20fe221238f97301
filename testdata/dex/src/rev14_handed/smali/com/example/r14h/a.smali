# R8's merge of Tasks's two lambda classes (see sketch/Sources.java): id 0 purge (line 6), id 1 ping (line 7).
.class public final synthetic Lcom/example/r14h/a;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic $r8$classId:I

.field public final synthetic f$0:Landroid/content/Context;

# direct methods
.method public synthetic constructor <init>(Landroid/content/Context;I)V
    .registers 3
    iput p2, p0, Lcom/example/r14h/a;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14h/a;->f$0:Landroid/content/Context;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/r14h/a;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r14h/a;->f$0:Landroid/content/Context;
    if-eqz v0, :cond_0
    invoke-static {v1}, Lcom/example/r14h/Tasks;->$r8$lambda$Gt5mKr3Yw1Ce(Landroid/content/Context;)V
    return-void
    :cond_0
    invoke-static {v1}, Lcom/example/r14h/Tasks;->$r8$lambda$Fs2nLp0Xq8Vd(Landroid/content/Context;)V
    return-void
.end method
