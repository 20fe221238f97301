.class public final Lcom/saltmarsh/ferry/WorkKt$later$1;
.super Ljava/lang/Object;
.source "Work.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $work:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function0;)V
    .registers 2

    iput-object p1, p0, Lcom/saltmarsh/ferry/WorkKt$later$1;->$work:Lkotlin/jvm/functions/Function0;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/saltmarsh/ferry/WorkKt$later$1;->$work:Lkotlin/jvm/functions/Function0;

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    return-void
.end method
