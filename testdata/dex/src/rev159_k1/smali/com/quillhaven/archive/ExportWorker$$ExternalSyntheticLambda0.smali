.class public final synthetic Lcom/quillhaven/archive/ExportWorker$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/quillhaven/archive/ExportWorker;


# direct methods
.method public synthetic constructor <init>(Lcom/quillhaven/archive/ExportWorker;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/ExportWorker$$ExternalSyntheticLambda0;->f$0:Lcom/quillhaven/archive/ExportWorker;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/quillhaven/archive/ExportWorker$$ExternalSyntheticLambda0;->f$0:Lcom/quillhaven/archive/ExportWorker;

    invoke-static {v0}, Lcom/quillhaven/archive/ExportWorker;->start$lambda$0$0(Lcom/quillhaven/archive/ExportWorker;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
