.class public final synthetic Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/quillmark/docs/core/Ledger$Work;


# instance fields
.field public final synthetic f$0:Lcom/quillmark/docs/documents/DocumentsToolProvider;

.field public final synthetic f$1:Lcom/quillmark/docs/core/Request;


# direct methods
.method public synthetic constructor <init>(Lcom/quillmark/docs/documents/DocumentsToolProvider;Lcom/quillmark/docs/core/Request;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/documents/DocumentsToolProvider;

    iput-object p2, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillmark/docs/core/Request;

    return-void
.end method


# virtual methods
.method public final run()Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 3

    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/documents/DocumentsToolProvider;

    iget-object v1, p0, Lcom/quillmark/docs/documents/DocumentsToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/quillmark/docs/core/Request;

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/documents/DocumentsToolProvider;->lambda$executeTool$0$com-quillmark-docs-documents-DocumentsToolProvider(Lcom/quillmark/docs/core/Request;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v0

    return-object v0
.end method
