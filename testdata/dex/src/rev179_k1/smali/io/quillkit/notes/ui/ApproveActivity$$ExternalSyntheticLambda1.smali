.class public final synthetic Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lio/quillkit/notes/ui/ApproveActivity;


# direct methods
.method public synthetic constructor <init>(Lio/quillkit/notes/ui/ApproveActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda1;->f$0:Lio/quillkit/notes/ui/ApproveActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda1;->f$0:Lio/quillkit/notes/ui/ApproveActivity;

    invoke-static {v0, p1}, Lio/quillkit/notes/ui/ApproveActivity;->onCreate$lambda$1(Lio/quillkit/notes/ui/ApproveActivity;Landroid/view/View;)V

    return-void
.end method
