# R8's merge of two more lambda classes of Tasks (see sketch/Sources.java): id 0 wipe (line 8), id 1 drop (line 9).
.class public final synthetic Lcom/example/r14h/b;
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
    iput p2, p0, Lcom/example/r14h/b;->$r8$classId:I
    iput-object p1, p0, Lcom/example/r14h/b;->f$0:Landroid/content/Context;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/r14h/b;->$r8$classId:I
    iget-object v1, p0, Lcom/example/r14h/b;->f$0:Landroid/content/Context;
    if-eqz v0, :cond_0
    invoke-static {v1}, Lcom/example/r14h/Tasks;->$r8$lambda$Kd8wPz2Hn5Rb(Landroid/content/Context;)V
    return-void
    :cond_0
    invoke-static {v1}, Lcom/example/r14h/Tasks;->$r8$lambda$Jc7vNy1Gm4Qa(Landroid/content/Context;)V
    return-void
.end method
