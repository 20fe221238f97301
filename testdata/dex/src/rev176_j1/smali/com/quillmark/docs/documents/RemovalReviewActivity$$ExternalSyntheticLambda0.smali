.class public final synthetic Lcom/quillmark/docs/documents/RemovalReviewActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/quillmark/docs/documents/RemovalReviewActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/quillmark/docs/documents/RemovalReviewActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillmark/docs/documents/RemovalReviewActivity$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/documents/RemovalReviewActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/quillmark/docs/documents/RemovalReviewActivity$$ExternalSyntheticLambda0;->f$0:Lcom/quillmark/docs/documents/RemovalReviewActivity;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/documents/RemovalReviewActivity;->lambda$onCreate$0$com-quillmark-docs-documents-RemovalReviewActivity(Landroid/view/View;)V

    return-void
.end method
