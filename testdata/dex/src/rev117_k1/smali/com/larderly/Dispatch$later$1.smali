.class public final Lcom/larderly/Dispatch$later$1;
.super Ljava/lang/Object;
.source "Dispatch.kt"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field final synthetic $work:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function0;)V
    .registers 2
    iput-object p1, p0, Lcom/larderly/Dispatch$later$1;->$work:Lkotlin/jvm/functions/Function0;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5
:L0
    .line 15
    iget-object v0, p0, Lcom/larderly/Dispatch$later$1;->$work:Lkotlin/jvm/functions/Function0;
    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
:L11
    goto :L27
:L14
    .line 16
    move-exception v3
    .line 17
    move-object v2, v3
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "LarderlyDispatch"
    const-string v1, "background work failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
:L27
    .line 19
    return-void
    .catch Ljava/lang/RuntimeException; {:L0 .. :L11} :L14
.end method
