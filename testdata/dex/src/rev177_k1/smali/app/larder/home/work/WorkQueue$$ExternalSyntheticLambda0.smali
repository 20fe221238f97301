.class public final synthetic Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/work/WorkQueue;

.field public final synthetic f$1:Lapp/larder/home/work/WorkRequest;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/work/WorkQueue;Lapp/larder/home/work/WorkRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;->f$0:Lapp/larder/home/work/WorkQueue;

    iput-object p2, p0, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;->f$1:Lapp/larder/home/work/WorkRequest;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;->f$0:Lapp/larder/home/work/WorkQueue;

    iget-object v1, p0, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;->f$1:Lapp/larder/home/work/WorkRequest;

    invoke-static {v0, v1}, Lapp/larder/home/work/WorkQueue;->enqueue$lambda$0(Lapp/larder/home/work/WorkQueue;Lapp/larder/home/work/WorkRequest;)V

    return-void
.end method
