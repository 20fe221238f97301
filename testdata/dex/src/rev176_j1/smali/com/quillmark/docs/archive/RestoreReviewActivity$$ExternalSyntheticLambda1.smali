.class public final synthetic Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/quillmark/docs/archive/RestoreReviewActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/quillmark/docs/archive/RestoreReviewActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda1;->f$0:Lcom/quillmark/docs/archive/RestoreReviewActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/quillmark/docs/archive/RestoreReviewActivity$$ExternalSyntheticLambda1;->f$0:Lcom/quillmark/docs/archive/RestoreReviewActivity;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/archive/RestoreReviewActivity;->lambda$onCreate$1$com-quillmark-docs-archive-RestoreReviewActivity(Landroid/view/View;)V

    return-void
.end method
