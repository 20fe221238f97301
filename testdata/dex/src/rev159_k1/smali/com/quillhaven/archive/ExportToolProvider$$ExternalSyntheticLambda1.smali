.class public final synthetic Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lcom/quillhaven/archive/Call;

.field public final synthetic f$1:Lcom/quillhaven/archive/ExportToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/ExportToolProvider;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/quillhaven/archive/Call;

    iput-object p2, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/quillhaven/archive/ExportToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/quillhaven/archive/Call;

    iget-object v1, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/quillhaven/archive/ExportToolProvider;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, v1, p1}, Lcom/quillhaven/archive/ExportToolProvider;->exportFolder$lambda$0$0(Lcom/quillhaven/archive/Call;Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;

    move-result-object v0

    return-object v0
.end method
