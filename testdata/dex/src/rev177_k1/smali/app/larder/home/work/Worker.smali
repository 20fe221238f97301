.class public abstract Lapp/larder/home/work/Worker;
.super Ljava/lang/Object;
.source "Work.kt"


# instance fields
.field private final params:Lapp/larder/home/work/WorkParams;


# direct methods
.method public constructor <init>(Lapp/larder/home/work/WorkParams;)V
    .registers 3

    const-string v0, "params"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/work/Worker;->params:Lapp/larder/home/work/WorkParams;

    return-void
.end method


# virtual methods
.method public abstract doWork()Lapp/larder/home/work/WorkResult;
.end method

.method protected final getParams()Lapp/larder/home/work/WorkParams;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/larder/home/work/Worker;->params:Lapp/larder/home/work/WorkParams;

    return-object v0
.end method
