.class public final Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"


# instance fields
.field final synthetic this$0:Lapp/trailmark/logbook/cetp/ArchiveJob;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lapp/trailmark/logbook/cetp/ArchiveJob;)V
    .registers 3

    iput-object p2, p0, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;->this$0:Lapp/trailmark/logbook/cetp/ArchiveJob;

    .line 33
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 9

    const-string v1, "property"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object v1, p3

    check-cast v1, Ljava/lang/String;

    move-object v2, v1

    move-object v0, p2

    check-cast v0, Ljava/lang/String;

    move-object v3, v0

    const/4 v4, 0x0

    .line 74
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;->this$0:Lapp/trailmark/logbook/cetp/ArchiveJob;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/ArchiveJob;->access$getOps$p(Lapp/trailmark/logbook/cetp/ArchiveJob;)Lapp/trailmark/logbook/data/OperationStore;

    move-result-object v0

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;->this$0:Lapp/trailmark/logbook/cetp/ArchiveJob;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getOperationId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/data/OperationStore;->moveTo(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    :cond_0
    return-void
.end method
