.class public final synthetic Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/quillhaven/archive/ExportToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Lcom/quillhaven/archive/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;Ljava/lang/String;Lcom/quillhaven/archive/Call;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quillhaven/archive/ExportToolProvider;

    iput-object p2, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$3:Lcom/quillhaven/archive/Call;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quillhaven/archive/ExportToolProvider;

    iget-object v1, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/quillhaven/archive/ExportToolProvider$$ExternalSyntheticLambda0;->f$3:Lcom/quillhaven/archive/Call;

    invoke-static {v0, v1, v2, v3}, Lcom/quillhaven/archive/ExportToolProvider;->exportFolder$lambda$0(Lcom/quillhaven/archive/ExportToolProvider;Ljava/lang/String;Ljava/lang/String;Lcom/quillhaven/archive/Call;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
